import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDisbursements } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { claimDueSandboxReversals, sandboxGateway } from './sandbox';
import { SANDBOX_REVERSAL_AFTER_MS } from './sandbox-banks';
import type { DisbursementRequest, PaymentGateway } from './types';

let t: TestApp;
let gateway: PaymentGateway;
const quiet = { warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  gateway = sandboxGateway(t.database.db, t.clock.now, quiet);
});
afterAll(() => t.close());

let sequence = 0;
const transfer = (accountNumber: string): DisbursementRequest => ({
  reference: `FVWSANDBOX${String((sequence += 1)).padStart(6, '0')}`,
  amountKobo: 50_000,
  bankCode: '058',
  accountNumber,
  accountName: 'ADAEZE OKAFOR',
  narration: 'Fleetvest withdrawal',
});

const recordedWord = async (reference: string) =>
  (await t.database.db.select().from(sandboxDisbursements).where(eq(sandboxDisbursements.reference, reference)))[0]?.status;

describe('sandbox transfers in Monnify words', () => {
  it("answers an account ending 5555 with COMPLETED, a success in Monnify's table, now and when asked again", async () => {
    const request = transfer('0123455555');
    expect(await gateway.disburse(request)).toBe('SUCCESS');
    expect(await recordedWord(request.reference)).toBe('COMPLETED');
    expect(await gateway.disbursementStatus(request.reference)).toBe('SUCCESS');
  });

  it('pays an account ending 4444, and a minute later its status query answers REVERSED (a failure), also on a restarted gateway', async () => {
    const request = transfer('0123454444');
    expect(await gateway.disburse(request)).toBe('SUCCESS');
    t.clock.advance(SANDBOX_REVERSAL_AFTER_MS - 1000);
    expect(await gateway.disbursementStatus(request.reference)).toBe('SUCCESS');
    expect(await claimDueSandboxReversals(t.database.db, t.clock.now())).not.toContain(request.reference);
    t.clock.advance(1000);
    const restarted = sandboxGateway(t.database.db, t.clock.now, quiet);
    expect(await restarted.disbursementStatus(request.reference)).toBe('FAILED');
    expect(await gateway.disbursementStatus(request.reference)).toBe('FAILED');
  });

  it('hands each due reversal out once, however many instances look', async () => {
    const request = transfer('0987654444');
    await gateway.disburse(request);
    t.clock.advance(SANDBOX_REVERSAL_AFTER_MS);
    const looks = await Promise.all([1, 2, 3].map(() => claimDueSandboxReversals(t.database.db, t.clock.now())));
    expect(looks.flat().filter((reference) => reference === request.reference)).toHaveLength(1);
    expect(await recordedWord(request.reference)).toBe('REVERSED');
    expect(await gateway.disbursementStatus(request.reference)).toBe('FAILED');
    expect(await claimDueSandboxReversals(t.database.db, t.clock.now())).toEqual([]);
  });

  it('never reverses a transfer to any other account', async () => {
    const request = transfer('0123456789');
    await gateway.disburse(request);
    t.clock.advance(7 * 24 * 60 * 60_000);
    expect(await claimDueSandboxReversals(t.database.db, t.clock.now())).toEqual([]);
    expect(await gateway.disbursementStatus(request.reference)).toBe('SUCCESS');
  });
});
