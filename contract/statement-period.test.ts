import { describe, expect, it } from 'vitest';
import { addDays, addMonths, latestPeriodEnd, STATEMENT_MAX_MONTHS, STATEMENT_PERIOD_TEXTS, statementPeriodProblem } from './statement-period';

describe("a statement's period", () => {
  it('runs at most 12 months less a day, by the calendar', () => {
    expect(STATEMENT_MAX_MONTHS).toBe(12);
    expect(latestPeriodEnd('2025-12-01')).toBe('2026-11-30');
    expect(latestPeriodEnd('2024-02-29')).toBe('2025-02-27');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('is refused when it is no period a statement can cover', () => {
    const today = '2026-11-27';
    expect(statementPeriodProblem('2025-11-28', today, today)).toBeNull();
    expect(statementPeriodProblem('2025-11-27', today, today)).toBe(STATEMENT_PERIOD_TEXTS.tooLong);
    expect(statementPeriodProblem('2026-11-01', '2026-11-28', today)).toBe(STATEMENT_PERIOD_TEXTS.future);
    expect(statementPeriodProblem('2026-11-02', '2026-11-01', today)).toBe(STATEMENT_PERIOD_TEXTS.endBeforeStart);
    expect(statementPeriodProblem('2026-02-29', '2026-03-01', today)).toBe(STATEMENT_PERIOD_TEXTS.invalidDate);
    expect(statementPeriodProblem('26-11-01', today, today)).toBe(STATEMENT_PERIOD_TEXTS.invalidDate);
  });
});
