import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../providers/payments/types';

export interface WalletContext {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  publicUrl: string;
  dailyWithdrawalLimitKobo: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}
