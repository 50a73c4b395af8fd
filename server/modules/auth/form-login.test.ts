import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginPageHtml } from '../../../scripts/lib/login-page';
import { ADDRESS_CEILING } from '../../http/rate-limits';
import { HTTP_TEXTS } from '../../http/texts';
import { authEndpoints, customerEndpoints } from '../../../contract';
import { request } from '../../test/client';
import { createTestApp, signUpAndLogin, type TestApp } from '../../test/harness';
import { AUTH_TEXTS } from './texts';

// A build of our own: the repository's index.html, and the sign-in page the build makes from it.
const dist = mkdtempSync(path.join(tmpdir(), 'fv-form-login-'));
const indexHtml = readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8');
writeFileSync(path.join(dist, 'index.html'), indexHtml);
writeFileSync(path.join(dist, 'login.html'), loginPageHtml(indexHtml));

/** What inject() is reached at, as a browser on our own page would name it. */
const OURS = 'http://localhost';

let t: TestApp;
let account: Awaited<ReturnType<typeof signUpAndLogin>>;
const email = 'form-login@example.com';

beforeAll(async () => {
  t = await createTestApp({ env: { DIST_DIR: dist } });
  account = await signUpAndLogin(t, email);
});
afterAll(() => t.close());

const postLogin = (fields: Record<string, string>, headers: Record<string, string> = { origin: OURS, 'sec-fetch-site': 'same-origin' }) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** The Set-Cookie lines of an answer, by cookie name. */
const cookiesOf = (setCookie: string | string[] | undefined) => new Map([setCookie ?? []].flat().map((line) => [line.slice(0, line.indexOf('=')), line]));
const valueOf = (line: string | undefined) => decodeURIComponent(/^[^=]+=([^;]*)/.exec(line ?? '')?.[1] ?? '');
const alertOf = (html: string) => /<p class="lf-alert" role="alert">([^<]*)<\/p>/.exec(html)?.[1];

describe('the sign-in page', () => {
  it('answers / and /login to a signed-out visitor with the real form, its Show script allowed by hash', async () => {
    const reveal = /<script>(document\.getElementById\('login-reveal'\)[^<]*)<\/script>/.exec(loginPageHtml(indexHtml))?.[1];
    const hash = `'sha256-${createHash('sha256')
      .update(reveal ?? '')
      .digest('base64')}'`;
    for (const url of ['/', '/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<form method="post" action="/login">');
      for (const name of ['uniqueid', 'password', 'remember']) expect(res.body).toContain(`name="${name}"`);
      expect(res.body).toContain('href="/forgot-password"');
      expect(res.body).toContain('href="/register"');
      expect(res.headers['content-security-policy']).toContain(hash);
    }
  });

  it('answers a signed-in visitor with the shell, whose boot script goes on to the dashboard', async () => {
    for (const url of ['/', '/login']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: `theme=x; userAuth=${account.token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(indexHtml);
    }
  });
});

describe('POST /login', () => {
  it('signs in: the SPA’s session cookies for a day, Remember Me’s answer, and 303 to /dashboard', async () => {
    const res = await postLogin({ uniqueid: ` ${email.toUpperCase()} `, password: account.password, remember: 'on' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookies = cookiesOf(res.headers['set-cookie']);
    expect([...cookies.keys()]).toEqual(['userAuth', 'user', 'rememberedUniqueId']);
    for (const name of ['userAuth', 'user']) {
      const line = cookies.get(name)!;
      expect(line).toContain('; Path=/; Max-Age=86400; Expires=');
      expect(line).toContain('; SameSite=Lax');
      // The SPA reads both; outside production over plain HTTP they cannot be Secure.
      expect(line).not.toMatch(/HttpOnly|Secure/);
    }
    expect(JSON.parse(valueOf(cookies.get('user')))).toMatchObject({ email, codenumber: account.codenumber, firstname: 'Ada' });
    expect(valueOf(cookies.get('rememberedUniqueId'))).toBe(email.toUpperCase());
    const token = valueOf(cookies.get('userAuth'));
    expect((await request(t, customerEndpoints.customer, { token })).statusCode).toBe(200);
  });

  it('without Remember Me, tells the SPA to forget a remembered identifier', async () => {
    const res = await postLogin({ uniqueid: account.codenumber, password: account.password });
    expect(res.statusCode).toBe(303);
    const remembered = cookiesOf(res.headers['set-cookie']).get('rememberedUniqueId');
    expect(remembered).toMatch(/^rememberedUniqueId=; Path=\/; Max-Age=600;/);
  });

  it('refuses with the same page, the server’s message in the form and the identifier kept (escaped)', async () => {
    const typed = `${email}"><b>`;
    const res = await postLogin({ uniqueid: typed, password: 'not the password' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(alertOf(res.body)).toBe(AUTH_TEXTS.loginFailed);
    expect(res.body).toContain(`name="uniqueid" value="${email}&quot;&gt;&lt;b&gt;"`);
    expect(res.body).not.toContain('<b>"');
  });

  it('caps the fields as the contract does, and the body at a few KB', async () => {
    const long = await postLogin({ uniqueid: `${'a'.repeat(250)}@example.com`, password: 'whatever pw' });
    expect(long.statusCode).toBe(422);
    expect(alertOf(long.body)).toMatch(/email or code number/i);
    const empty = await postLogin({ uniqueid: '', password: '' });
    expect(empty.statusCode).toBe(422);
    const heavy = await postLogin({ uniqueid: email, password: 'x'.repeat(3000) });
    expect(heavy.statusCode).toBe(413);
    expect(alertOf(heavy.body)).toBe(HTTP_TEXTS.notAccepted);
  });

  it('refuses a post from another site, or one that does not say where it came from (login CSRF)', async () => {
    const fields = { uniqueid: email, password: account.password };
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: OURS, 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      {},
    ];
    for (const headers of refused) {
      const res = await postLogin(fields, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(alertOf(res.body)).toBe(HTTP_TEXTS.notOurPage);
    }
    // A browser that sends only the Origin (no Sec-Fetch-Site) is let through from our page.
    expect((await postLogin(fields, { origin: OURS })).statusCode).toBe(303);
  });

  it('is limited like the API login: the tenth wrong password locks, the eleventh try in a minute is not looked at', async () => {
    const target = 'form-guess@example.com';
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await postLogin({ uniqueid: target, password: `guess-${i}-pw` }));
    expect(answers.slice(0, 9).map((res) => res.statusCode)).toEqual(Array(9).fill(422));
    expect(answers[9]!.statusCode).toBe(429);
    expect(alertOf(answers[9]!.body)).toBe(AUTH_TEXTS.passwordLocked(30));
    const last = await postLogin({ uniqueid: target, password: 'guess-x-pw' });
    expect(last.statusCode).toBe(429);
    expect(last.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(alertOf(last.body)).toMatch(/^Too many attempts\. Please try again in /);
    expect(last.body).toContain(`name="uniqueid" value="${target}"`);
  });

  // Last: it spends this address's ceiling for the rest of the minute.
  it('shares the API login’s per-address ceiling: one counter for both ways in', async () => {
    // Empty API sign-ins cost no hash, but each one counts against the address before it is read.
    for (let i = 0; i < ADDRESS_CEILING.max; i += 1) await request(t, authEndpoints.login, { raw: { body: {} } });
    const res = await postLogin({ uniqueid: email, password: account.password });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(alertOf(res.body)).toMatch(/^Too many attempts\. Please try again in /);
  });
});
