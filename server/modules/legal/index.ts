/** The About pages' texts: the operator's files or the defaults. */
