import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investmentEndpoints, receiptEndpoints, type Transaction } from '../../../contract';
import { transactions } from '../../db/schema';
import { deliverSandboxReversals } from '../../jobs/sandbox-reversals';
import { VERIFY_PAGE_CEILING } from '../../http/rate-limits';
import { ownOrigin } from '../../http/origin';
import { BODIES, billsOf } from '../../test/bills';
import { request } from '../../test/client';
import { lagosDateTime } from '../../lib/lagos-time';
import { formatKobo } from '../../lib/naira';
import { balanceOf, createTestApp, customerWithWallet, DETAILS, historyOf, requestWithdrawal, type TestApp } from '../../test/harness';
import { testPlan } from '../../test/investments';
import { payDuePayouts } from '../investments/payouts';
import { investmentContextOf } from '../investments';
import { RECEIPT_TEXTS } from './texts';
import { VERIFY_TEXTS } from './verify-page';

const PERIOD_MS = 60_000;
const EMAIL = 'receipts@example.com';

let t: TestApp;
let token: string;
let rows: Transaction[];

const receipt = (id: number, as = token) => request(t, receiptEndpoints.receipt, { token: as, params: { id } });
const revoke = (id: number, as = token) => request(t, receiptEndpoints.revokeReceipt, { token: as, params: { id } });
const verify = (code: string, remoteAddress = '203.0.113.7') => t.app.inject({ method: 'GET', url: `/r/${code}`, remoteAddress });

/** The address the receipt's QR code holds, read from the PNG's pixels as a phone's camera would. */
async function qrOf(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  if (!found) throw new Error('no QR code in the receipt');
  return found.data;
}

/** The newest row of a kind, or of a kind whose details say `detail`. */
const rowTitled = (title: string, detail?: [key: string, value: string]) =>
  rows.find((row) => row.title === title && (!detail || row.details[detail[0]] === detail[1]))!;

/** The receipt of a row: its PNG, the code its QR code points to, and that code's page. */
async function receiptAndPage(row: Transaction) {
  const res = await receipt(row.id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  const png = res.rawPayload;
  const url = await qrOf(png);
  const origin = ownOrigin(t.deps.config);
  expect(url.startsWith(`${origin}/r/`)).toBe(true);
  const code = url.slice(`${origin}/r/`.length);
  const page = await verify(code);
  return { png, code, page };
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** Text a page shows, tags stripped and entities read. */
const textOf = (html: string) =>
  html
    .replace(/<style>.*?<\/style>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#(\d+)|(\w+));/g, (entity, code?: string, name?: string) =>
      code ? String.fromCharCode(Number(code)) : (NAMED_ENTITIES[name ?? ''] ?? entity),
    )
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await createTestApp({ env: { PERIOD_SECONDS: String(PERIOD_MS / 1000) } });
  token = await customerWithWallet(t, EMAIL, 400_000);
  const bills = billsOf(t, token);
  expect((await requestWithdrawal(t, token, { amount: '1000', accountnumber: '0123456789' })).statusCode).toBe(200);
  expect((await requestWithdrawal(t, token, { amount: '700', accountnumber: '0123450000' })).statusCode).toBe(422);
  expect((await requestWithdrawal(t, token, { amount: '600', accountnumber: '0123454444' })).statusCode).toBe(200);
  expect((await bills.buy('airtime', BODIES.airtime('08031234567'))).statusCode).toBe(200);
  expect((await bills.buy('data', BODIES.data('08039876543'))).statusCode).toBe(200);
  expect((await bills.buy('airtime', BODIES.airtime('08031230000'))).statusCode).toBe(422);
  expect((await bills.verifyMeter('45012345678')).statusCode).toBe(200);
  expect((await bills.buy('electricity', BODIES.electricity('45012345678'))).statusCode).toBe(200);
  expect((await bills.verifyCard('7023456789')).statusCode).toBe(200);
  expect((await bills.buy('cable', BODIES.cable('7023456789'))).statusCode).toBe(200);
  const plan = await testPlan(t, { amountKobo: 1_000_000, percentageBp: 1000, noOf: 2, duration: 1 });
  const bought = await request(t, investmentEndpoints.createInvestment, { token, body: { pin: '1234', howmany: '1', plan: String(plan.id) } });
  expect(bought.statusCode).toBe(200);
  t.clock.advance(3 * PERIOD_MS);
  await payDuePayouts(investmentContextOf(t.deps));
  expect((await request(t, investmentEndpoints.cashoutReturns, { token, body: { pin: '1234' } })).statusCode).toBe(200);
  rows = [...(await historyOf(t, token, { page: 1 })), ...(await historyOf(t, token, { page: 2 }))];
});
afterAll(() => t.close());

describe('a receipt', () => {
  it('is a PNG with the brand, whose QR code opens its /r/ page, for every kind of transaction, recipients masked', async () => {
    const expected: Array<[title: string | [string, [string, string]], shows: string[], hides: string[]]> = [
      ['Deposit', ['Deposit', '₦400,000.00', 'Successful', 'Fleetvest wallet'], []],
      [['Withdrawal', ['accountnumber', '0123456789']], ['Withdrawal', '₦1,000.00', 'Account number ******6789'], ['0123456789']],
      [['Airtime', ['phonenumber', '08031234567']], ['Airtime', '₦500.00', 'Phone number 0803****567', 'MTN'], ['08031234567']],
      ['Data', ['VTU Data', 'Phone number 0803****543', '2GB'], ['08039876543']],
      ['Electricity', ['Electricity', '₦2,500.00', 'Meter number *******5678'], ['45012345678']],
      ['Cable TV', ['Cable/TV', 'Smart card number ******6789'], ['7023456789']],
      ['Investment', ['Investment', '₦10,000.00', 'Test plan'], []],
      ['Payout', ['Payout', 'Fleetvest payout balance'], []],
      ['Cashout', ['Payout', '₦11,000.00', 'From Fleetvest payout balance'], []],
    ];
    const electricity = rowTitled('Electricity');
    // The wallet's balance as a page would print it, were it to print it.
    const balance = formatKobo(Math.round(Number(await balanceOf(t, token)) * 100));
    expect(balance).toMatch(/^₦\d{3},\d{3}\.\d{2}$/);
    for (const [title, shows, hides] of expected) {
      const { png, page } = await receiptAndPage(typeof title === 'string' ? rowTitled(title) : rowTitled(...title));
      const meta = await sharp(png).metadata();
      expect(meta.width).toBe(720);
      expect(meta.height).toBeGreaterThan(700);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const text = textOf(page.body);
      expect(text).toContain(VERIFY_TEXTS.genuineReceipt);
      for (const shown of shows) expect(text).toContain(shown);
      // Never the customer's name, e-mail, phone or balance, nor a token, on anyone's page.
      for (const hidden of [...hides, DETAILS.firstname, DETAILS.lastname, EMAIL, DETAILS.phonenumber, electricity.token!, balance]) {
        expect(text).not.toContain(hidden);
      }
      expect(page.body).not.toContain('<script');
    }
  });

  it('draws its text in the shipped font: the amount, status and code have ink where the template puts them', async () => {
    const { png } = await receiptAndPage(rowTitled('Airtime', ['phonenumber', '08031234567']));
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    /** Dark pixels in a band of rows across the receipt. */
    const inkBetween = (top: number, bottom: number) => {
      let dark = 0;
      for (let y = top; y < bottom; y += 1) for (let x = 0; x < info.width; x += 1) if (data[y * info.width + x]! < 128) dark += 1;
      return dark;
    };
    // The amount's line (52 px type around y=200) and the status's (around y=292); empty space between the header and the amount.
    expect(inkBetween(150, 210)).toBeGreaterThan(2000);
    expect(inkBetween(272, 298)).toBeGreaterThan(300);
    expect(inkBetween(120, 140)).toBe(0);
  });

  it('gives the owner the prepaid token in full on the PNG, and the same code every time it is asked for', async () => {
    const row = rowTitled('Electricity');
    const first = await receiptAndPage(row);
    const again = await receiptAndPage(row);
    expect(again.code).toBe(first.code);
    expect(first.code).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(row.token).toMatch(/^\d{4}(-\d{4}){4}$/);
  });

  it('shows a refunded bill and a declined withdrawal as Refunded', async () => {
    const refundedBill = rows.find((row) => row.title === 'Airtime' && row.status === '2')!;
    expect(textOf((await receiptAndPage(refundedBill)).page.body)).toContain('Status Refunded');
    const declined = rows.find((row) => row.title === 'Withdrawal' && row.details.accountnumber === '0123450000')!;
    expect(textOf((await receiptAndPage(declined)).page.body)).toContain('Status Refunded');
  });

  it('shows a transfer reversed after its receipt was made as Reversed, with the date of the change', async () => {
    const row = rows.find((one) => one.details.accountnumber === '0123454444')!;
    const before = await receiptAndPage(row);
    expect(textOf(before.page.body)).toContain('Status Successful');
    t.clock.advance(61_000);
    expect(await deliverSandboxReversals(t.deps)).toBe(1);
    const after = textOf((await verify(before.code)).body);
    expect(after).toContain('Status Reversed');
    const [changed] = await t.database.db.select({ at: transactions.updatedAt }).from(transactions).where(eq(transactions.id, row.id));
    expect(changed!.at.getTime()).toBeGreaterThan(new Date(row.created_at).getTime());
    expect(after).toContain(`${RECEIPT_TEXTS.terms.changed} ${lagosDateTime(changed!.at)}`);
  });

  it("is refused for a pending transaction, and for another customer's row is a 404 that says nothing more than an unknown id", async () => {
    const stranger = await customerWithWallet(t, 'stranger-receipts@example.com', 0);
    const theirs = await receipt(rowTitled('Deposit').id, stranger);
    const none = await receipt(999_999, stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(none.body);
    expect(theirs.json()).toEqual({ status: 'error', message: RECEIPT_TEXTS.notFound });
    expect((await revoke(rowTitled('Deposit').id, stranger)).statusCode).toBe(404);
    const bills = billsOf(t, token);
    expect((await bills.buy('airtime', BODIES.airtime('08031231111'))).statusCode).toBe(200);
    const [pending] = await historyOf(t, token);
    expect(pending!.status).toBe('0');
    expect((await receipt(pending!.id)).json()).toEqual({ status: 'error', message: RECEIPT_TEXTS.notFinished });
  });
});

describe('the verification page', () => {
  it('says plainly that an unknown code is no receipt, and a revoked one verifies nothing; a new receipt gets a new code', async () => {
    const unknown = await verify('AAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(textOf(unknown.body)).toContain(VERIFY_TEXTS.unknown);
    expect((await verify('not a code')).statusCode).toBe(404);
    const row = rowTitled('Data');
    const { code } = await receiptAndPage(row);
    expect((await revoke(row.id)).json()).toEqual({ status: 'success', message: RECEIPT_TEXTS.revoked });
    expect((await revoke(row.id)).json()).toEqual({ status: 'success', message: RECEIPT_TEXTS.nothingToRevoke });
    const revoked = await verify(code);
    expect(revoked.statusCode).toBe(410);
    expect(textOf(revoked.body)).toContain(VERIFY_TEXTS.revoked);
    expect(textOf(revoked.body)).not.toContain('Data');
    const renewed = await receiptAndPage(row);
    expect(renewed.code).not.toBe(code);
    expect(renewed.page.statusCode).toBe(200);
  });

  it('is rate-limited per address, with a page that says so', async () => {
    const address = '198.51.100.23';
    for (let i = 0; i < VERIFY_PAGE_CEILING.max; i += 1) expect((await verify('AAAAAAAAAAAAAAAAAAAB', address)).statusCode).toBe(404);
    const refused = await verify('AAAAAAAAAAAAAAAAAAAB', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(textOf(refused.body)).toContain(VERIFY_TEXTS.tooManyTitle);
    expect((await verify('AAAAAAAAAAAAAAAAAAAB', '198.51.100.24')).statusCode).toBe(404);
  });
});
