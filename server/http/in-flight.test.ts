import http from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billsEndpoints } from '../../contract';
import { billPurchases } from '../db/schema';
import { BODIES, purchaseOf } from '../test/bills';
import { urlOf } from '../test/client';
import { createTestApp, customerWithWallet, vtuFaults } from '../test/harness';
import { listening } from '../test/live';

describe('closing while a handler whose client hung up is still running', () => {
  it('waits for it: the purchase the provider accepted is recorded before the jobs and the pools close', async () => {
    const faults = vtuFaults();
    const t = await createTestApp({ adaptVtu: faults.adapt });
    const base = await listening(t);
    const token = await customerWithWallet(t, 'hung-up@example.com', 1000);

    // The provider has said yes; the handler has yet to record it when the client goes.
    let providerAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (providerAnswered = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    faults.after('buyAirtime', async () => {
      providerAnswered();
      await held;
    });
    const body = JSON.stringify(BODIES.airtime('08035550101', { amount: '500' }));
    const sent = http.request(`${base}${urlOf(billsEndpoints.buyAirtime)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'hung-up-airtime-1' },
    });
    const gone = new Promise<void>((resolve) => sent.on('error', () => resolve()).on('close', () => resolve()));
    sent.end(body);
    await answered;
    sent.destroy();
    await gone;

    let closed = false;
    const closing = t.app.close().then(() => (closed = true));
    // The listener closes at once (no connection is open); the handler holds the rest.
    await expect.poll(() => t.app.server.listening).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);

    release();
    await closing;
    const [purchase] = await t.database.db.select().from(billPurchases).where(eq(billPurchases.recipient, '08035550101'));
    const { row, movements } = await purchaseOf(t, purchase!.reference);
    expect(row).toMatchObject({ status: 'SETTLED', amountKobo: 50_000 });
    expect(movements).toEqual(['bill']);
    expect(t.logs()).not.toContain('"level":50');
    await t.close();
  });
});
