/** The public configuration the app reads: provider, payments, support. */
