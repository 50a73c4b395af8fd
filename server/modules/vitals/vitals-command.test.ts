import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { webVitals } from '../../db/schema';
import { createTestDatabase } from '../../test/harness';
import { vitalsCommand, vitalsDays } from './vitals-command';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const NOW = new Date('2026-11-25T09:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const vitals = (days = 7) => vitalsCommand(database, days, NOW);

describe('npm run vitals', () => {
  it('prints the p75 per metric and route over the last N days and flags those over the good thresholds', async () => {
    expect(await vitals()).toEqual({ code: 0, stdout: 'No field metrics in the last 7 days.', stderr: '' });

    const row = (route: string, metric: string, value: number, daysAgo: number) => ({
      route,
      metric,
      value,
      connection: '3g',
      createdAt: new Date(NOW.getTime() - daysAgo * DAY_MS),
    });
    await database.db.insert(webVitals).values([
      ...[1000, 2000, 3000, 4000].map((value) => row('/dashboard', 'LCP', value, 1)),
      ...[0.01, 0.02].map((value) => row('/login', 'CLS', value, 2)),
      // Ten days ago: outside the default week, inside a fortnight.
      row('/login', 'INP', 900, 10),
    ]);

    const week = await vitals();
    expect(week.code).toBe(0);
    expect(week.stdout.split('\n')).toEqual([
      `p75 of field metrics over the last 7 days (${database.kind})`,
      '',
      'route       metric  p75      good up to  samples',
      '/dashboard  LCP     3250 ms  2500 ms     4        OVER',
      '/login      CLS     0.018    0.100       2',
      '',
      '1 p75 value(s) over the good thresholds.',
    ]);

    const fortnight = await vitals(14);
    expect(fortnight.stdout).toMatch(/\n\/login +INP +900 ms +200 ms +1 +OVER\n/);
  });

  it('reads --days (7 without it), and refuses what is not a positive number, or an unknown option, with the usage', () => {
    expect(vitalsDays([])).toBe(7);
    expect(vitalsDays(['--days', '14'])).toBe(14);
    expect(vitalsDays(['--days', '0.5'])).toBe(0.5);
    for (const args of [['--days', 'soon'], ['--days', '0'], ['--days', '-3'], ['--weeks', '2'], ['14']]) {
      const answer = vitalsDays(args);
      expect(answer, args.join(' ')).toMatchObject({ code: 2, stdout: '' });
      expect(typeof answer === 'object' && answer.stderr, args.join(' ')).toMatch(/\nUsage: npm run vitals \[-- --days N\]$/);
    }
    expect(vitalsDays(['--days', 'soon'])).toMatchObject({ stderr: expect.stringMatching(/^--days must be a positive number\n/) });
  });
});
