import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, investmentEndpoints, receiptEndpoints, STATEMENT_PERIOD_TEXTS, type StatementRequest } from '../../../contract';
import { queryRows } from '../../db/client';
import { customers, ledgerMovements, mailAttachments, mailOutbox, transactions } from '../../db/schema';
import { CUSTOMER_RATE_LIMITS } from '../../http/rate-limits';
import { deliverSandboxReversals } from '../../jobs/sandbox-reversals';
import { lagosDate, lagosDateTime, lagosDayStart } from '../../lib/lagos-time';
import { BODIES, billsOf } from '../../test/bills';
import { request } from '../../test/client';
import { createTestApp, customerWithWallet, deposit, DETAILS, requestWithdrawal, verifyDeposit, type TestApp } from '../../test/harness';
import { testPlan } from '../../test/investments';
import { investmentContextOf } from '../investments';
import { payDuePayouts } from '../investments/payouts';
import { RECEIPT_TEXTS } from './texts';
import { VERIFY_TEXTS } from './verify-page';

const PERIOD_MS = 60_000;
const EMAIL = 'statements@example.com';

let t: TestApp;
let token: string;
let customerId: number;
let today: string;
let monthStart: string;

const statement = (query: StatementRequest, as = token) => request(t, receiptEndpoints.statement, { token: as, query });

/** The wallet's balance at an instant, summed from the ledger's entries alone. */
async function ledgerBalanceAt(instant: Date): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    t.database.db,
    sql`SELECT COALESCE(SUM(e.amount), 0)::text AS total FROM ledger_entries e JOIN ledger_movements m ON m.id = e.movement_id
        WHERE e.account = 'wallet' AND e.customer_id = ${customerId} AND m.created_at < ${instant.toISOString()}::timestamptz`,
  );
  return Number(row!.total);
}

const kobo = (naira: string) => Math.round(Number(naira) * 100);

interface CsvRow {
  Date: string;
  Description: string;
  Reference: string;
  Debit: string;
  Credit: string;
  Balance: string;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PERIOD_SECONDS: String(PERIOD_MS / 1000) } });
  // The ledger dates movements by the database's clock: the app's clock is brought to the same day.
  t.clock.advance(Date.now() - t.clock.now().getTime());
  token = await customerWithWallet(t, EMAIL, 300_000);
  const [me] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, EMAIL));
  customerId = me!.id;
  const second = await deposit(t, token, 25_000);
  await verifyDeposit(t, token, second.reference);
  // Deposits, a withdrawal sent, one the bank declined (refunded) and one it reversed later.
  expect((await requestWithdrawal(t, token, { amount: '1000', accountnumber: '0123456789' })).statusCode).toBe(200);
  expect((await requestWithdrawal(t, token, { amount: '700', accountnumber: '0123450000' })).statusCode).toBe(422);
  expect((await requestWithdrawal(t, token, { amount: '600', accountnumber: '0123454444' })).statusCode).toBe(200);
  // Bills: bought, and one the provider declined (refunded).
  const bills = billsOf(t, token);
  expect((await bills.buy('airtime', BODIES.airtime('08031234567'))).statusCode).toBe(200);
  expect((await bills.buy('airtime', BODIES.airtime('08031230000'))).statusCode).toBe(422);
  expect((await bills.verifyMeter('45012345678')).statusCode).toBe(200);
  expect((await bills.buy('electricity', BODIES.electricity('45012345678'))).statusCode).toBe(200);
  // An investment, its payouts (into the payout balance) and a cash-out of them to the wallet.
  const plan = await testPlan(t, { amountKobo: 1_000_000, percentageBp: 1000, noOf: 2, duration: 1 });
  expect((await request(t, investmentEndpoints.createInvestment, { token, body: { pin: '1234', howmany: '2', plan: String(plan.id) } })).statusCode).toBe(200);
  t.clock.advance(3 * PERIOD_MS);
  await payDuePayouts(investmentContextOf(t.deps));
  expect((await request(t, investmentEndpoints.cashoutReturns, { token, body: { pin: '1234' } })).statusCode).toBe(200);
  t.clock.advance(61_000);
  expect(await deliverSandboxReversals(t.deps)).toBe(1);
  // The first deposit moved back 40 days, so this month's statement opens with it.
  const [first] = await t.database.db
    .select({ reference: transactions.reference })
    .from(transactions)
    .where(eq(transactions.customerId, customerId))
    .orderBy(transactions.id)
    .limit(1);
  await t.database.db
    .update(ledgerMovements)
    .set({ createdAt: sql`${ledgerMovements.createdAt} - interval '40 days'` })
    .where(and(eq(ledgerMovements.reference, first!.reference), inArray(ledgerMovements.kind, ['deposit'])));
  today = lagosDate(t.clock.now());
  monthStart = `${today.slice(0, 8)}01`;
});
afterAll(() => t.close());

describe("a statement's figures", () => {
  it('open and close on the ledger: opening + movements = closing = the wallet at the end of the period, in the CSV parsed back', async () => {
    const res = await statement({ from: monthStart, to: today, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="fleetvest-statement-${monthStart}-to-${today}-[A-Za-z0-9_-]{20}\\.csv"$`),
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Date,Description,Reference,Debit,Credit,Balance');
    const rows = parse(text, { columns: true }) as CsvRow[];
    const opening = rows[0]!;
    const closing = rows[rows.length - 1]!;
    expect([opening.Description, closing.Description]).toEqual(['Opening balance', 'Closing balance']);
    expect(opening.Balance).toBe('300000.00');
    for (const value of rows.flatMap((row) => [row.Debit, row.Credit, row.Balance]).filter(Boolean)) expect(value).toMatch(/^\d+\.\d{2}$/);
    let running = kobo(opening.Balance);
    for (const row of rows.slice(1, -1)) {
      running += kobo(row.Credit || '0') - kobo(row.Debit || '0');
      expect(kobo(row.Balance)).toBe(running);
    }
    expect(kobo(closing.Balance)).toBe(running);
    const periodEnd = lagosDayStart(addDays(today, 1))!;
    expect(kobo(closing.Balance)).toBe(await ledgerBalanceAt(periodEnd));
    const [cached] = await t.database.db.select({ wallet: customers.walletBalance }).from(customers).where(eq(customers.id, customerId));
    expect(kobo(closing.Balance)).toBe(cached!.wallet);
    // Every kind that moved the wallet is there, under its words; the payouts went to the payout balance, the cash-out brought them.
    const described = rows.map((row) => row.Description.split(':')[0]);
    for (const kind of [
      'Deposit',
      'Withdrawal',
      'Refund of withdrawal',
      'Reversal of withdrawal',
      'Bill payment',
      'Refund of bill payment',
      'Investment',
      'Cash-out from payout balance',
    ]) {
      expect(described).toContain(kind);
    }
    expect(described).not.toContain('Payout');
    expect(rows.find((row) => row.Description.startsWith('Withdrawal: '))!.Description).toContain('******6789');
    expect(text).not.toContain('0123456789');
    expect(text).not.toContain('08031234567');
  });

  it('of a past period close on the ledger at its end too', async () => {
    const from = addMonths(monthStart, -2);
    const to = addDays(monthStart, -1);
    const rows = parse((await statement({ from, to, format: 'csv' })).rawPayload.toString('utf8'), { columns: true }) as CsvRow[];
    expect(rows.map((row) => row.Description)).toEqual(['Opening balance', 'Deposit', 'Closing balance']);
    expect(kobo(rows[2]!.Balance)).toBe(await ledgerBalanceAt(lagosDayStart(monthStart)!));
    expect(rows[2]!.Balance).toBe('300000.00');
  });

  it("are the PDF's: its text names the customer, the period and every movement, numbers every page and gives the totals", async () => {
    const res = await statement({ from: monthStart, to: today, format: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: false });
    const all = text.join('\n');
    expect(all).toContain(`${DETAILS.firstname} ${DETAILS.lastname}`);
    expect(all).toContain(DETAILS.address);
    expect(all).toMatch(/FV\d{8}/);
    expect(all).toContain('Opening balance');
    expect(all).toContain('₦300,000.00');
    expect(all).toContain('Closing balance');
    expect(all).toContain('Totals for the period');
    text.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${totalPages}`));
    const csv = parse((await statement({ from: monthStart, to: today, format: 'csv' })).rawPayload.toString('utf8'), { columns: true }) as CsvRow[];
    for (const row of csv.slice(1, -1)) {
      expect(all).toContain(row.Reference);
      // Whole, not cut short with an ellipsis: withdrawals' refunds and reversals are the longest here.
      expect(all).toContain(row.Description);
      // The CSV's Lagos 'YYYY-MM-DD HH:MM', printed in the product's 'D Mon YYYY, h:mm AM/PM'.
      expect(all).toContain(lagosDateTime(new Date(`${row.Date.replace(' ', 'T')}:00+01:00`)));
    }
    const closing = Number(csv[csv.length - 1]!.Balance).toLocaleString('en-NG', { minimumFractionDigits: 2 });
    expect(all).toContain(`₦${closing}`);
    const code = /Verification code ([A-Za-z0-9_-]{20})/.exec(all)![1]!;
    const page = await t.app.inject({ method: 'GET', url: `/r/${code}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(VERIFY_TEXTS.genuineStatement);
    expect(page.body).toContain('₦300,000.00');
    expect(page.body).toContain(`₦${closing}`);
    expect(page.body).not.toContain(DETAILS.lastname);
  });

  it('are refused for a period that is not one: longer than 12 months, ending after today, or backwards', async () => {
    const refusal = async (query: StatementRequest) => (await statement(query)).json();
    expect(await refusal({ from: addMonths(today, -12), to: today, format: 'pdf' })).toEqual({ status: 'error', message: STATEMENT_PERIOD_TEXTS.tooLong });
    expect((await statement({ from: addDays(addMonths(today, -12), 1), to: today, format: 'csv' })).statusCode).toBe(200);
    expect(await refusal({ from: today, to: addDays(today, 1), format: 'pdf' })).toEqual({ status: 'error', message: STATEMENT_PERIOD_TEXTS.future });
    expect(await refusal({ from: today, to: addDays(today, -1), format: 'pdf' })).toEqual({ status: 'error', message: STATEMENT_PERIOD_TEXTS.endBeforeStart });
    expect(await refusal({ from: '2026-02-30', to: today, format: 'pdf' })).toEqual({ status: 'error', message: STATEMENT_PERIOD_TEXTS.invalidDate });
  });
});

describe('a statement by e-mail', () => {
  it('arrives in the sandbox mailbox as an attachment, and a fourth within the hour is refused with a clear message', async () => {
    // Refused periods send no mail and use none of the hour's three.
    for (let i = 0; i < 4; i += 1) {
      const bad = await request(t, receiptEndpoints.emailStatement, { token, body: { from: today, to: addDays(today, 1), format: 'pdf' } });
      expect(bad.json()).toEqual({ status: 'error', message: STATEMENT_PERIOD_TEXTS.future });
    }
    for (let i = 0; i < CUSTOMER_RATE_LIMITS.statementMail.max; i += 1) {
      const res = await request(t, receiptEndpoints.emailStatement, { token, body: { from: monthStart, to: today, format: i === 0 ? 'pdf' : 'csv' } });
      expect(res.json()).toEqual({ status: 'success', message: RECEIPT_TEXTS.statementMailed(EMAIL) });
    }
    const refused = await request(t, receiptEndpoints.emailStatement, { token, body: { from: monthStart, to: today, format: 'pdf' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You can have 3 statements e-mailed in an hour\. Please try again in \d+ (?:minutes?|hours?)\.$/);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, RECEIPT_TEXTS.statementMailSubject));
    expect(mails).toHaveLength(3);
    expect(mails[0]!.recipient).toBe(EMAIL);
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/mailbox' });
    const link = /href="(\/sandbox\/mailbox\/\d+\/attachments\/\d+)" download>fleetvest-statement-[^<]+\.pdf</.exec(page.body)![1]!;
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [stored] = await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mails[0]!.id));
    expect(stored!.content.equals(file.rawPayload)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/mailbox/1/attachments/999999' })).statusCode).toBe(404);
  });

  it('downloads are limited per customer too', async () => {
    const other = await customerWithWallet(t, 'statement-limit@example.com', 0);
    for (let i = 0; i < CUSTOMER_RATE_LIMITS.statement.max; i += 1)
      expect((await statement({ from: monthStart, to: today, format: 'csv' }, other)).statusCode).toBe(200);
    const refused = await statement({ from: monthStart, to: today, format: 'csv' }, other);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You can ask for 20 statements in an hour\. Please try again in \d+ (?:minutes?|hours?)\.$/);
  });
});
