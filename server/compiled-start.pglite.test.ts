import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../scripts/lib/customer-journey';
import { freePort, startServer, type RunningServer } from '../scripts/lib/server-process';
import { API_PREFIX, billsEndpoints, endpointUrl, receiptEndpoints, walletEndpoints, type Customer, type LegalPageResponse } from '../contract';
import { lagosDate } from './lib/lagos-time';

/**
 * `npm start` runs the bundle `npm run build:server` makes (docs/performance.md §Cold start), not
 * the TypeScript the rest of the suite runs: this builds it and drives it, so a package that does
 * not survive bundling, or a file the server reads beside its code, fails here and not in
 * production. Once, on PGlite: the bundle is the same for both databases.
 */
let server: RunningServer | undefined;
beforeAll(async () => {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { stdio: 'pipe' });
  server = await startServer(await freePort(), {}, { compiled: true });
}, 120_000);
afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

describe('the compiled server', () => {
  it('starts from dist-server, migrates, and serves the pages it reads beside its code', async () => {
    const { url } = server!;
    expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({ status: 'ready', database: 'up', migrations: 'current' });
    const privacy = await fetch(`${url}${API_PREFIX}/legal/privacy-policy`);
    expect(privacy.status).toBe(200);
    const { sections } = (await privacy.json()) as LegalPageResponse;
    expect(sections[0]!.heading).toBe('Who we are');
  });

  it('takes a customer from sign-up to a withdrawal, an airtime purchase, its receipt and a statement', async () => {
    const { url } = server!;
    const customer = await signedInCustomer(url, 'compiled@example.com');
    await customer.setPin('1234');
    await customer.deposit(1000);
    const post = (path: string, body: object) =>
      fetch(`${url}${API_PREFIX}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const withdrawal = await post(walletEndpoints.makeWithdrawal.path, { amount: '100', bank: '058', accountnumber: '0123456789', pin: '1234' });
    expect(withdrawal.status).toBe(200);
    const airtime = await post(billsEndpoints.buyAirtime.path, { network: '01', number: '08031234567', amount: '100', pin: '1234' });
    expect(airtime.status).toBe(200);
    expect(((await customer.read()) as Customer).ngnbalance).toBe('800.00');
    // A receipt (sharp drawing text in the shipped font, the QR code) and a statement (pdfkit and its font files).
    const get = (path: string) => fetch(`${url}${API_PREFIX}/${path}`, { headers: { authorization: `Bearer ${customer.token}` } });
    const history = (await (await get('customer/funding/fetchall?page=1')).json()) as { data: { id: number }[] };
    const receipt = await get(endpointUrl(receiptEndpoints.receipt, { params: { id: history.data[0]!.id } }));
    expect([receipt.status, receipt.headers.get('content-type')]).toEqual([200, 'image/png']);
    const today = lagosDate(new Date());
    const statement = await get(endpointUrl(receiptEndpoints.statement, { query: { from: `${today.slice(0, 8)}01`, to: today, format: 'pdf' } }));
    expect(statement.status).toBe(200);
    expect(
      Buffer.from(await statement.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
