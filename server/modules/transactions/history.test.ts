import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert, create } from 'superstruct';
import {
  notificationEndpoints,
  NotificationPageResponse,
  PurchaseResponse,
  RecentTransactionsResponse,
  transactionEndpoints,
  TransactionPageResponse,
  TransactionResponse,
} from '../../../contract';
import { reconcileOnce } from '../../jobs/reconcile';
import { BODIES, billsOf, SETTLE_WAIT_MS } from '../../test/bills';
import { answer, request } from '../../test/client';
import { createTestApp, customerWithWallet, deposit, historyOf, notificationsOf, signUpAndLogin, verifyDeposit, type TestApp } from '../../test/harness';

let t: TestApp;
let token: string;
const transaction = (id: number, as = token) => request(t, transactionEndpoints.transaction, { token: as, params: { id } });
const markRead = (notificationid: string, as = token) => request(t, notificationEndpoints.markRead, { token: as, body: { notificationid } });

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUpAndLogin(t, 'history@example.com'));
  // 12 paid deposits over two Lagos days: 8 yesterday evening, 4 this morning.
  for (let i = 1; i <= 12; i += 1) {
    if (i === 9) t.clock.advance(14 * 60 * 60_000);
    const paid = await deposit(t, token, 100 * i);
    await verifyDeposit(t, token, paid.reference);
    t.clock.advance(60_000);
  }
});
afterAll(() => t.close());

describe('history', () => {
  it('groups the latest rows under their Lagos day, newest first', async () => {
    const body = (await request(t, transactionEndpoints.recentTransactions, { token })).json();
    assert(body, RecentTransactionsResponse);
    expect(Object.keys(body.data)).toEqual(['22 Nov 2026', '21 Nov 2026']);
    expect(body.data['22 Nov 2026']!.map((row) => row.amount)).toEqual(['1200.00', '1100.00', '1000.00', '900.00']);
    expect(body.data['21 Nov 2026']).toHaveLength(6);
  });

  it('pages ten at a time', async () => {
    const page = (query: { perpage?: string; page: number }) => request(t, transactionEndpoints.transactionPage, { token, query });
    const first = (await page({ perpage: '10', page: 1 })).json();
    assert(first, TransactionPageResponse);
    expect(first).toMatchObject({ current_page: 1, last_page: 2 });
    expect(first.data).toHaveLength(10);
    const second = await historyOf(t, token, { perpage: '10', page: 2 });
    expect(second.map((row) => row.amount)).toEqual(['200.00', '100.00']);
    expect((await page({ page: 0 })).statusCode).toBe(422);
  });

  it('shows one row by id to its owner only', async () => {
    const [latest] = await historyOf(t, token, { page: 1 });
    const one = (await transaction(latest!.id)).json();
    assert(one, TransactionResponse);
    expect(one.data).toEqual(latest);
    expect(one.data.date).toBe('2026-11-22');
    const stranger = await signUpAndLogin(t, 'stranger@example.com');
    expect((await transaction(latest!.id, stranger.token)).statusCode).toBe(422);
    expect((await request(t, transactionEndpoints.transaction, { token, raw: { params: { id: 'abc' } } })).statusCode).toBe(422);
  });
});

describe("a prepaid purchase's token", () => {
  it('is a field of its own in every list and the details answer, once issued; other rows have none', async () => {
    const bills = billsOf(t, await customerWithWallet(t, 'history-token@example.com', 10_000));
    // Ending 1111: the sandbox leaves the purchase pending, and completes it with its token when next asked.
    expect((await bills.verifyMeter('45012341111')).statusCode).toBe(200);
    expect((await bills.buy('electricity', BODIES.electricity('45012341111'))).json().message).toContain('is processing');
    expect((await bills.verifyMeter('45012345678')).statusCode).toBe(200);
    const { token } = create((await bills.buy('electricity', BODIES.electricity('45012345678'))).json(), PurchaseResponse);
    expect(token).toMatch(/^\d{4}(?:-\d{4}){4}$/);

    const page = await historyOf(t, bills.token);
    expect(page.map((row) => [row.title, row.status, row.token])).toEqual([
      ['Electricity', '1', token],
      ['Electricity', '0', undefined],
      ['Deposit', '1', undefined],
    ]);
    expect(page[0]!.details.token).toBe(token);
    expect(page.slice(1).every((row) => !('token' in row))).toBe(true);
    const recent = (await answer(t, transactionEndpoints.recentTransactions, { token: bills.token })).data;
    expect(Object.values(recent).flat()[0]!.token).toBe(token);
    const one = (await answer(t, transactionEndpoints.transaction, { token: bills.token, params: { id: page[0]!.id } })).data;
    expect(one.token).toBe(token);

    t.clock.advance(SETTLE_WAIT_MS);
    await reconcileOnce(t.deps);
    const later = (await answer(t, transactionEndpoints.transaction, { token: bills.token, params: { id: page[1]!.id } })).data;
    expect(later.status).toBe('1');
    expect(later.token).toMatch(/^\d{4}(?:-\d{4}){4}$/);
    expect(later.token).toBe(later.details.token);
  });
});

describe('notifications', () => {
  it('lists them newest first with filters and pages', async () => {
    // As the layout asks: the filters it does not use sent empty.
    const body = (await request(t, notificationEndpoints.notificationPage, { token, raw: { query: 'page=1&read=0&type=&which=' } })).json();
    assert(body, NotificationPageResponse);
    expect(body).toMatchObject({ current_page: 1, last_page: 2 });
    expect(body.data[0]).toMatchObject({
      title: 'Deposit Successful',
      description: 'Your wallet has been credited with ₦1,200.00.',
      status: '0',
      which: 1,
      type: 1,
    });
    expect(await notificationsOf(t, token, { page: 1, which: 2 })).toEqual([]);
    expect((await request(t, notificationEndpoints.notificationPage, { token, raw: { query: { read: 'maybe' } } })).statusCode).toBe(422);
  });

  it('marks one read (its owner only), then all', async () => {
    const [first] = await notificationsOf(t, token, { page: 1, read: '0' });
    const stranger = await signUpAndLogin(t, 'other-reader@example.com');
    expect((await markRead(String(first!.id), stranger.token)).statusCode).toBe(422);
    const marked = await markRead(String(first!.id));
    expect(marked.json().status).toBe('success');
    const unread = await notificationsOf(t, token, { page: 1, read: '0' });
    expect(unread.map((n) => n.id)).not.toContain(first!.id);
    expect((await request(t, notificationEndpoints.markAllRead, { token, body: {} })).statusCode).toBe(200);
    expect(await notificationsOf(t, token, { page: 1, read: '0' })).toEqual([]);
    expect(await notificationsOf(t, token, { page: 1, read: '1' })).toHaveLength(10);
  });
});
