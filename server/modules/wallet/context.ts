import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../providers/payments/types';

export interface WalletContext {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  /** The configured address of the app; unset outside production, where each request's own is used. */
  publicUrl: string | undefined;
  dailyWithdrawalLimitKobo: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}
