import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { webVitals } from '../../db/schema';
import { runScript } from '../../test/run-script';

const dataDir = mkdtempSync(join(tmpdir(), 'fv-vitals-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const DAY_MS = 24 * 60 * 60 * 1000;

/** `npm run vitals` as an operator runs it, against the embedded database in DATA_DIR. */
const vitals = async (...args: string[]) => {
  const { code, stdout, stderr } = await runScript('scripts/vitals.ts', args, { DATA_DIR: dataDir, DATABASE_URL: '' });
  return { code, output: stdout + stderr };
};

describe('npm run vitals', () => {
  it('prints the p75 per metric and route over the last N days and flags those over the good thresholds', async () => {
    expect((await vitals()).output).toContain('No field metrics in the last 7 days.');

    const database = await openDatabase({ dataDir });
    try {
      const now = Date.now();
      const row = (route: string, metric: string, value: number, daysAgo: number) => ({
        route,
        metric,
        value,
        connection: '3g',
        createdAt: new Date(now - daysAgo * DAY_MS),
      });
      await database.db.insert(webVitals).values([
        ...[1000, 2000, 3000, 4000].map((value) => row('/dashboard', 'LCP', value, 1)),
        ...[0.01, 0.02].map((value) => row('/login', 'CLS', value, 2)),
        // Ten days ago: outside the default week, inside a fortnight.
        row('/login', 'INP', 900, 10),
      ]);
    } finally {
      await database.close();
    }

    const week = await vitals();
    expect(week.code).toBe(0);
    expect(week.output).toMatch(/\/dashboard\s+LCP\s+3250 ms\s+2500 ms\s+4\s+OVER/);
    expect(week.output).toMatch(/\/login\s+CLS\s+0\.018\s+0\.100\s+2\n/);
    expect(week.output).not.toContain('INP');
    expect(week.output).toContain('1 p75 value(s) over the good thresholds.');

    const fortnight = await vitals('--days', '14');
    expect(fortnight.output).toMatch(/\/login\s+INP\s+900 ms\s+200 ms\s+1\s+OVER/);

    expect(await vitals('--days', 'soon')).toMatchObject({ code: 2, output: expect.stringContaining('--days must be a positive number') });
  });
});
