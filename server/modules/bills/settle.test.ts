import { describe, expect, it } from 'vitest';
import type { PurchaseRow } from './context';
import { answerOf, detailsOf, formatToken, noteOf } from './present';
import { alertDue, decide, HELD_A_DAY_MS, NOT_FOUND_PROOF_MS, TOKEN_WAIT_MS, UNFINISHED_ALERT_MS } from './settle';

const CREATED = new Date('2026-11-21T09:00:00Z');
const ARRIVAL_MS = 80_000;
const at = (ms: number) => new Date(CREATED.getTime() + ms);

const purchase = (fields: Partial<PurchaseRow> = {}): PurchaseRow => ({
  id: 1,
  reference: 'FVBABCDEFGHIJKLM',
  customerId: 7,
  provider: 'sandbox',
  service: 'airtime',
  recipient: '08031234567',
  company: '01',
  product: null,
  productName: null,
  meterType: null,
  customerName: null,
  amountKobo: 50_000,
  status: 'HELD',
  unknownWord: null,
  notFoundSince: null,
  providerOrderId: null,
  remark: null,
  token: null,
  failureReason: null,
  createdAt: CREATED,
  checkedAt: CREATED,
  settledAt: null,
  ...fields,
});
const prepaid = purchase({ service: 'electricity', recipient: '45012345678', company: '02', meterType: '01', customerName: 'ADA OBI', amountKobo: 250_000 });

describe('the alert for a purchase without a final answer', () => {
  it('is due from 90 minutes after the order, and again after a day, each for two reconciliation passes, then not again', () => {
    const interval = 60_000;
    expect([UNFINISHED_ALERT_MS, HELD_A_DAY_MS]).toEqual([90 * 60_000, 24 * 60 * 60_000]);
    for (const after of [UNFINISHED_ALERT_MS, HELD_A_DAY_MS]) {
      expect(alertDue(purchase(), at(after - 1), interval, after)).toBe(false);
      expect(alertDue(purchase(), at(after), interval, after)).toBe(true);
      expect(alertDue(purchase(), at(after + interval + 30_000), interval, after)).toBe(true);
      expect(alertDue(purchase(), at(after + 2 * interval), interval, after)).toBe(false);
    }
  });
});

describe('decide', () => {
  it('keeps the money held when the call failed, whatever it knew before', () => {
    expect(decide(purchase(), null, at(1000), ARRIVAL_MS)).toEqual({ to: 'HELD', orderId: null, remark: null, notFoundSince: null });
    expect(decide(purchase({ status: 'ASKED', providerOrderId: '9' }), null, at(1000), ARRIVAL_MS)).toMatchObject({ to: 'ASKED', orderId: '9' });
  });

  it('completes on completed, refunds on failed, holds on pending', () => {
    expect(decide(purchase(), { status: 'completed', orderId: '1', remark: 'ok', token: null }, at(0), ARRIVAL_MS)).toEqual({
      to: 'SETTLED',
      orderId: '1',
      remark: 'ok',
      token: null,
    });
    expect(decide(purchase(), { status: 'failed', orderId: null, remark: 'no', reason: 'invalid_recipient' }, at(0), ARRIVAL_MS)).toEqual({
      to: 'REFUNDED',
      orderId: null,
      remark: 'no',
      reason: 'invalid_recipient',
    });
    expect(decide(purchase(), { status: 'pending', orderId: '2', remark: null }, at(0), ARRIVAL_MS)).toEqual({
      to: 'ASKED',
      orderId: '2',
      remark: null,
      notFoundSince: null,
    });
  });

  it('trusts "not found" only after 30 minutes of answers that all said so, once the order has had time to arrive, and never after the provider took it', () => {
    const notFound = { status: 'not_found' } as const;
    // The first such answer starts the run; one answer proves nothing.
    const first = decide(purchase(), notFound, at(ARRIVAL_MS), ARRIVAL_MS);
    expect(first).toEqual({ to: 'HELD', orderId: null, remark: null, notFoundSince: at(ARRIVAL_MS) });
    const since = purchase({ notFoundSince: at(ARRIVAL_MS) });
    expect(decide(since, notFound, at(ARRIVAL_MS + NOT_FOUND_PROOF_MS - 1), ARRIVAL_MS)).toMatchObject({ to: 'HELD', notFoundSince: at(ARRIVAL_MS) });
    // An unknown outcome in between keeps the run; any other answer ends it.
    expect(decide(since, null, at(ARRIVAL_MS + 60_000), ARRIVAL_MS)).toMatchObject({ to: 'HELD', notFoundSince: at(ARRIVAL_MS) });
    expect(decide(since, { status: 'pending', orderId: null, remark: null }, at(ARRIVAL_MS + 60_000), ARRIVAL_MS)).toMatchObject({ notFoundSince: null });
    expect(decide(since, notFound, at(ARRIVAL_MS + NOT_FOUND_PROOF_MS), ARRIVAL_MS)).toMatchObject({ to: 'REFUNDED', reason: 'never_arrived' });
    // Before the order could have arrived, the run does not count yet.
    expect(decide(purchase({ notFoundSince: at(0) }), notFound, at(ARRIVAL_MS - 1), ARRIVAL_MS + NOT_FOUND_PROOF_MS).to).toBe('HELD');
    expect(decide(purchase({ status: 'ASKED' }), notFound, at(10 * NOT_FOUND_PROOF_MS), ARRIVAL_MS)).toMatchObject({ to: 'ASKED' });
  });

  it('waits for a prepaid token for a day, then completes without one and says so', () => {
    const tokenless = { status: 'completed', orderId: '3', remark: null, token: null } as const;
    expect(decide(prepaid, tokenless, at(TOKEN_WAIT_MS - 1), ARRIVAL_MS)).toMatchObject({ to: 'ASKED' });
    expect(decide(prepaid, { ...tokenless, token: '12345678901234567890' }, at(0), ARRIVAL_MS)).toMatchObject({ to: 'SETTLED', token: '12345678901234567890' });
    expect(decide(prepaid, tokenless, at(TOKEN_WAIT_MS), ARRIVAL_MS)).toMatchObject({ to: 'SETTLED', token: null });
    expect(detailsOf({ ...prepaid, status: 'SETTLED' }).note).toBe(
      'The token has not been issued yet. Please contact support with reference FVBABCDEFGHIJKLM.',
    );
    // A postpaid meter is owed no token.
    expect(decide({ ...prepaid, meterType: '02' }, tokenless, at(0), ARRIVAL_MS).to).toBe('SETTLED');
  });
});

describe('how a purchase reads', () => {
  it('prints a 20-digit token in groups of four and leaves other tokens as the provider wrote them', () => {
    expect(formatToken('12345678901234567890')).toBe('1234-5678-9012-3456-7890');
    expect(formatToken('1234-5678-9012-3456-7890')).toBe('1234-5678-9012-3456-7890');
    expect(formatToken('123456')).toBe('123456');
  });

  it('says why the money went back, in words for the kind of purchase', () => {
    const refunded = (fields: Partial<PurchaseRow>) => answerOf(purchase({ status: 'REFUNDED', ...fields }));
    expect(refunded({ failureReason: 'invalid_recipient' })).toEqual({
      ok: false,
      message: 'The provider did not accept this phone number. ₦500.00 is back in your wallet.',
    });
    expect(refunded({ failureReason: 'invalid_recipient', service: 'cable', productName: 'GOtv Max' }).message).toContain('this smart card number.');
    expect(refunded({ failureReason: 'invalid_product', service: 'data', productName: '1GB' }).message).toContain('this data plan.');
    expect(refunded({ failureReason: 'invalid_amount' }).message).toContain('this amount.');
    expect(refunded({ failureReason: 'provider_account' }).message).toContain('We could not complete this purchase right now.');
    expect(refunded({ failureReason: 'never_arrived' }).message).toContain('never received this purchase.');
  });

  it('writes the notification of each state under which 2 and the kind as its type', () => {
    expect(noteOf(purchase({ status: 'SETTLED' }))).toEqual({
      title: 'Airtime Purchase Successful',
      description: 'Your purchase of ₦500.00 MTN airtime for 08031234567 was successful.',
      which: 2,
      type: 1,
    });
    expect(noteOf(prepaid)).toMatchObject({ title: 'Electricity Purchase Processing', type: 4 });
    expect(noteOf(purchase({ status: 'REFUNDED', failureReason: 'declined', service: 'cable', productName: 'GOtv Max', recipient: '7023456789' }))).toEqual({
      title: 'Cable Subscription Failed',
      description: 'Your purchase of GOtv Max for smart card 7023456789 failed. The provider declined this purchase. ₦500.00 is back in your wallet.',
      which: 2,
      type: 3,
    });
  });
});
