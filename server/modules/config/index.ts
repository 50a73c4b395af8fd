/** The public configuration the app reads: provider, payments, support. */
export { configModule } from './routes';
