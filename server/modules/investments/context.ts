import type { Db, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { KeyClaim } from '../idempotency';
import { periodRule, type PeriodRule } from './schedule';

export interface InvestmentContext {
  db: Db;
  now: () => Date;
  /** PERIOD_SECONDS: sandbox and development only; undefined pays by real weeks and months. */
  periodSeconds: number | undefined;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** The investment services' context from the app's dependencies (the routes and the payout job). */
export const investmentContextOf = (deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'config'>): InvestmentContext => ({
  db: deps.db,
  now: deps.now,
  log: deps.log,
  periodSeconds: deps.config.periodSeconds,
});

/** Where a money service runs, and the Idempotency-Key it claims with its effect. */
export interface EffectOptions {
  /** The caller's transaction: the work then runs in a savepoint of it. */
  tx?: Tx;
  /** Claimed first in the effect's own transaction, naming it by its reference (docs/rules.md "Money"). */
  claim?: KeyClaim;
}

/** How long a period of a plan with this `duration` lasts here. */
export const periodRuleOf = (ctx: Pick<InvestmentContext, 'periodSeconds'>, duration: number): PeriodRule => periodRule(duration, ctx.periodSeconds);
