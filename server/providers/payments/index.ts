import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ProviderLog } from '../http';
import { createMonnifyGateway } from './monnify';
import { sandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';

/**
 * Every payment gateway the server can talk to. New deposits and withdrawals go to `current`
 * (PAYMENT_PROVIDER); a pending one is settled through the gateway its row names, so switching
 * PAYMENT_PROVIDER never leaves a payment or a held withdrawal with nobody to ask.
 */
export interface PaymentGateways {
  readonly current: PaymentGateway;
  /** The gateway a row's `provider` names; undefined when it is no longer configured. */
  named(provider: string): PaymentGateway | undefined;
  /** Every configured gateway (a webhook may come from any that still has pending rows). */
  readonly all: readonly PaymentGateway[];
}

/** Tests adapt a gateway (a local fake's timeouts, a fault switch) without replacing the registry. */
export type GatewayAdapter = (gateway: PaymentGateway) => PaymentGateway;

export function createPaymentGateways(config: Config, db: Db, log: ProviderLog, now: () => Date, adapt: GatewayAdapter = (g) => g): PaymentGateways {
  const configured: PaymentGateway[] = [sandboxGateway(db, now, log)];
  if (config.monnify) configured.push(createMonnifyGateway({ ...config.monnify, log, now: () => now().getTime() }));
  const gateways = new Map(configured.map((gateway) => [gateway.name, adapt(gateway)]));
  const current = gateways.get(config.paymentProvider);
  if (!current) throw new Error(`PAYMENT_PROVIDER=${config.paymentProvider} is not configured`);
  return { current, named: (provider) => gateways.get(provider as PaymentGateway['name']), all: [...gateways.values()] };
}
