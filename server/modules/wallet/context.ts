import type { AppDeps } from '../../deps';

/** What the money services use of the app's dependencies. */
export type WalletContext = Pick<AppDeps, 'db' | 'payments' | 'now' | 'log' | 'config'>;
