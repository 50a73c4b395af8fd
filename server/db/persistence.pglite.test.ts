import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
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
      .values({
        codeNumber: 'FV12345678',
        email: 'persisted@example.com',
        passwordHash: null,
        firstname: 'Ada',
        lastname: 'Obi',
        phonenumber: '08031234567',
        address: '12 Marina Road',
        city: 'Lagos Island',
        location: 'Lagos',
        createdAt: new Date('2026-11-21T09:00:00Z'),
      })
      .returning();
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const [read] = await second.db.select().from(customers).where(eq(customers.codeNumber, 'FV12345678'));
      expect(read).toEqual(written);
      expect(read?.email).toBe('persisted@example.com');
    } finally {
      await second.close();
    }
  });
});
