import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { customerRow } from '../test/harness';
import { openDatabase } from './client';
import { customers } from './schema';

/**
 * The embedded database of a server without DATABASE_URL: its data folder must keep what was
 * written across a restart. It opens its own PGlite, so it runs in the PGlite project only (.pglite.test.ts).
 */
describe('PGlite in a data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fv-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a customer written before closing when it is opened again (and migrated again)', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    const [written] = await first.db
      .insert(customers)
      .values({ ...customerRow('FV12345678', 'persisted@example.com'), createdAt: new Date('2026-11-21T09:00:00Z') })
      .returning();
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const [read] = await second.db.select().from(customers).where(eq(customers.codeNumber, 'FV12345678'));
      expect(read).toEqual(written);
    } finally {
      await second.close();
    }
  });
});
