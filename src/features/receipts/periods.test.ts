import { describe, expect, it } from 'vitest';
import { statementPeriodProblem } from '@contract/statement-period';
import { periodOf } from './periods';

describe("the statement screen's periods", () => {
  it('run from the first day they name to today, or over the whole of last month', () => {
    const today = '2026-03-31';
    expect(periodOf('thisMonth', today)).toEqual({ from: '2026-03-01', to: today });
    expect(periodOf('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('last3', today)).toEqual({ from: '2026-01-01', to: today });
    expect(periodOf('last6', today)).toEqual({ from: '2025-10-01', to: today });
    expect(periodOf('last12', today)).toEqual({ from: '2025-04-01', to: today });
    expect(periodOf('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('are all periods the server takes', () => {
    for (const today of ['2026-03-31', '2024-02-29', '2026-01-01']) {
      for (const name of ['thisMonth', 'lastMonth', 'last3', 'last6', 'last12'] as const) {
        const { from, to } = periodOf(name, today);
        expect(statementPeriodProblem(from, to, today)).toBeNull();
      }
    }
  });
});
