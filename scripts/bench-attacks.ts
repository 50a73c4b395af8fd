import { request } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { signedInCustomer } from './lib/customer-journey';
import { HOSTILE_INPUTS, sourceRegexes } from './lib/source-regexes';
import { freePort, startServer, type RunningServer } from './lib/server-process';
import { median } from './lib/stats';

/**
 * `npm run bench:attacks`: the attacks of the security review, replayed against the real server
 * (sandbox providers, a throw-away PGlite database; DATABASE_URL to use PostgreSQL instead), each
 * timed from outside. Not part of `npm test`: these are measurements, the behaviour is tested in
 * server/security.test.ts. Prints one row per attack.
 */

interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** One request from a chosen local address (127.0.0.x), so the server sees distinct clients. */
function send(url: string, method: string, body: string, type: string, fromAddress = '127.0.0.1'): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method, localAddress: fromAddress, headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = (server: RunningServer, path: string, payload: unknown, from?: string) =>
  send(`${server.url}/api/v1/${path}`, 'POST', typeof payload === 'string' ? payload : JSON.stringify(payload), 'application/json', from);
const form = (server: RunningServer, path: string, fields: Record<string, string>, from?: string) =>
  send(`${server.url}/api/v1/${path}`, 'POST', new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', from);

const rows: Array<{ attack: string; result: string }> = [];
const row = (attack: string, result: string) => {
  rows.push({ attack, result });
  console.log(`${attack}: ${result}`);
};

/** Every regular expression of the server and the contract against 100 KB of hostile input: the slowest run. */
function hostileInputsAgainstPatterns() {
  let slowest = { ms: 0, where: '' };
  const patterns = sourceRegexes(join(import.meta.dirname, '..'));
  for (const { where, pattern, flags } of patterns) {
    const regex = new RegExp(pattern, flags);
    for (const input of HOSTILE_INPUTS) {
      regex.lastIndex = 0;
      const started = performance.now();
      regex.test(input);
      const ms = performance.now() - started;
      if (ms > slowest.ms) slowest = { ms, where: `/${pattern}/${flags} in ${where}` };
    }
  }
  // A linear pattern reads 100 KB in about a millisecond; a backtracking one takes seconds.
  row(`100 KB hostile inputs × ${patterns.length} patterns`, `slowest ${slowest.ms.toFixed(2)} ms (${slowest.where})`);
}

async function main() {
  hostileInputsAgainstPatterns();
  const server = await startServer(await freePort(), {
    DIST_DIR: '/nonexistent',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  try {
    const genuineEmail = `genuine-${Date.now()}@example.com`;
    await signedInCustomer(server.url, genuineEmail, 'genuine password 1');

    // 1. The 120 KB e-mail of the report, and one just under the body limit that reaches validation.
    const hostile = await json(server, 'customer/auth/checkotp', { email: `a@${'.'.repeat(120_000)}@`, otp: '123456' }, '127.0.0.3');
    row('120 KB e-mail to checkotp', `${hostile.status} in ${hostile.ms.toFixed(1)} ms`);
    const capped = await json(server, 'customer/auth/checkotp', { email: `a@${'.'.repeat(3500)}@`, otp: '123456' }, '127.0.0.3');
    row('3.5 KB e-mail to checkotp', `${capped.status} in ${capped.ms.toFixed(1)} ms`);

    // 6. Nested JSON, at the report's depth and within the size limit.
    const nested = await json(server, 'customer/auth/login', `${'['.repeat(5000)}${']'.repeat(5000)}`, '127.0.0.3');
    const nestedSmall = await json(server, 'customer/auth/login', `${'['.repeat(2000)}${']'.repeat(2000)}`, '127.0.0.3');
    row('nested JSON to login (5000 deep / 2000 deep)', `${nested.status} / ${nestedSmall.status}`);

    // 2. 400 bad logins at once from one address; a genuine login from another address meanwhile.
    const flood = Array.from({ length: 400 }, (_, i) =>
      form(server, 'customer/auth/login', { uniqueid: `flood-${i}@example.com`, password: 'wrong password' }, '127.0.0.4'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const genuine: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await form(server, 'customer/auth/login', { uniqueid: genuineEmail, password: 'genuine password 1' }, '127.0.0.5');
      if (res.status !== 200) throw new Error(`genuine login answered ${res.status}: ${res.body}`);
      genuine.push(res.ms);
    }
    const flooded = await Promise.all(flood);
    const count = (status: number) => flooded.filter((res) => res.status === status).length;
    row('400 bad logins from one address', `${count(422)} × 422, ${count(429)} × 429, ${flooded.length - count(422) - count(429)} other`);
    row('genuine login from another address during the flood', `median ${median(genuine).toFixed(0)} ms, worst ${Math.max(...genuine).toFixed(0)} ms`);

    // 3. Ten wrong OTPs for one e-mail lock it: no fresh code, and the eleventh check is refused.
    const target = `otp-target-${Date.now()}@example.com`;
    await json(server, 'customer/auth/getstarted', { email: target, password: 'long enough pw' }, '127.0.1.1');
    for (let i = 0; i < 10; i += 1) await json(server, 'customer/auth/checkotp', { email: target, otp: '000000' }, `127.0.2.${i + 1}`);
    const fresh = await json(server, 'customer/auth/getstarted', { email: target, password: 'long enough pw' }, '127.0.1.2');
    const eleventh = await json(server, 'customer/auth/checkotp', { email: target, otp: '000000' }, '127.0.2.20');
    row('a fresh code after 10 wrong OTPs', `${fresh.status}: ${fresh.body}`);
    row('11th wrong OTP for one e-mail', `${eleventh.status}: ${eleventh.body}`);

    // 4. Enumeration: forgot-password twice, known and unknown.
    const twice = async (email: string, from: string) => {
      const first = await json(server, 'customer/auth/forgotpasswordwithemail', { email }, from);
      const second = await json(server, 'customer/auth/forgotpasswordwithemail', { email }, from);
      return `${first.status} ${first.body} | ${second.status} ${second.body}`;
    };
    const known = await twice(genuineEmail, '127.0.3.1');
    const unknown = await twice(`nobody-${Date.now()}@example.com`, '127.0.3.2');
    row('forgot-password twice: known and unknown answers identical', String(known === unknown));

    // 5. Enumeration: a sign-up with an e-mail that has an account, and with a new one.
    const signUp = async (email: string, from: string) => {
      const res = await json(server, 'customer/auth/getstarted', { email, password: 'long enough pw' }, from);
      return `${res.status} ${res.body} in ${res.ms.toFixed(0)} ms`;
    };
    row('getstarted: known e-mail', await signUp(genuineEmail, '127.0.3.3'));
    row('getstarted: new e-mail', await signUp(`newcomer-${Date.now()}@example.com`, '127.0.3.4'));
  } finally {
    await server.stop();
  }
  console.log('\n| attack | result |\n| --- | --- |');
  for (const { attack, result } of rows) console.log(`| ${attack} | ${result.replace(/\|/g, '\\|')} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
