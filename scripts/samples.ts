import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { authEndpoints, billsEndpoints, pinEndpoints, receiptEndpoints, transactionEndpoints, walletEndpoints } from '../contract';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { mailOutbox } from '../server/db/schema';
import { lagosDate } from '../server/lib/lagos-time';
import { answer, request, type InProcess } from '../server/test/client';

/**
 * `npm run samples`: a sample receipt PNG and a sample statement PDF in docs/samples/, made by the
 * real app with sandbox providers on a throwaway embedded database, for a made-up customer whose
 * history goes through the real calls: a deposit on the sandbox checkout, a withdrawal, airtime and
 * a prepaid electricity purchase. The receipt is the electricity purchase's (its token shows);
 * the statement is this month's. Run it again when receipts or statements change (committed).
 */
const OUT = path.join(import.meta.dirname, '..', 'docs', 'samples');
const PERSON = {
  firstname: 'Chiamaka',
  lastname: 'Adebayo',
  phonenumber: '08031234567',
  location: 'Lagos',
  address: '14 Admiralty Way, Lekki Phase 1',
  city: 'Lekki',
  confirmedtime: 1,
};
const EMAIL = 'chiamaka.adebayo@example.com';
const PASSWORD = 'sample password 1';

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetvest-samples-'));
  const database = await openDatabase({ dataDir });
  const config = loadConfig({ NODE_ENV: 'development', DIST_DIR: '/nonexistent', PUBLIC_URL: 'https://app.fleetvest.ng', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, database, logStream: false });
  const t: InProcess = { app };
  try {
    await answer(t, authEndpoints.getStarted, { body: { email: EMAIL, password: PASSWORD } });
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, EMAIL)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const otp = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    await answer(t, authEndpoints.checkOtp, { body: { email: EMAIL, otp } });
    await answer(t, authEndpoints.register, { body: { ...PERSON, email: EMAIL, otp } });
    const { token } = await answer(t, authEndpoints.login, { body: { uniqueid: EMAIL, password: PASSWORD } });
    await answer(t, pinEndpoints.setPin, { token, body: { pin: '1234', pin_confirmation: '1234' } });
    const started = await answer(t, walletEndpoints.fundAccount, { token, body: { amount: 150_000, payfrom: 2 } });
    const { checkoutUrl, paymentReference } = started.paymentrequest.responseBody;
    await app.inject({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://app.fleetvest.ng' },
      payload: 'action=pay',
    });
    await answer(t, walletEndpoints.verifyPayment, { token, body: { tx_ref: paymentReference } });
    await answer(t, walletEndpoints.makeWithdrawal, { token, body: { amount: '25000', bank: '058', accountnumber: '0123456789', pin: '1234' } });
    await answer(t, billsEndpoints.buyAirtime, { token, body: { pin: '1234', network: '01', number: '08039876543', amount: '2000' } });
    await answer(t, billsEndpoints.verifyMeter, { token, body: { meterno: '45012345678', code: '02', MeterType: '01' } });
    await answer(t, billsEndpoints.buyElectricity, {
      token,
      body: { pin: '1234', ElectricCode: '02', MeterNo: '45012345678', amount: '15000', MeterType: '01' },
    });
    const [latest] = Object.values((await answer(t, transactionEndpoints.recentTransactions, { token })).data).flat();
    const receipt = await request(t, receiptEndpoints.receipt, { token, params: { id: latest!.id } });
    if (receipt.statusCode !== 200) throw new Error(`receipt: ${receipt.statusCode} ${receipt.body}`);
    const today = lagosDate(new Date());
    const statement = await request(t, receiptEndpoints.statement, { token, query: { from: `${today.slice(0, 8)}01`, to: today, format: 'pdf' } });
    if (statement.statusCode !== 200) throw new Error(`statement: ${statement.statusCode} ${statement.body}`);
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'receipt.png'), receipt.rawPayload);
    writeFileSync(path.join(OUT, 'statement.pdf'), statement.rawPayload);
    console.log(`docs/samples/receipt.png ${receipt.rawPayload.length} bytes`);
    console.log(`docs/samples/statement.pdf ${statement.rawPayload.length} bytes`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
