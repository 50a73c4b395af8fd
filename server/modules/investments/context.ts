import type { Db } from '../../db/client';
import { periodRule, type PeriodRule } from './schedule';

export interface InvestmentContext {
  db: Db;
  now: () => Date;
  /** PERIOD_SECONDS: sandbox and development only; undefined pays by real weeks and months. */
  periodSeconds: number | undefined;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** How long a period of a plan with this `duration` lasts here. */
export const periodRuleOf = (ctx: Pick<InvestmentContext, 'periodSeconds'>, duration: number): PeriodRule =>
  periodRule(duration, ctx.periodSeconds);
