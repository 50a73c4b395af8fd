import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { api, call, createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'fv-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Fleetvest</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), 'console.log("x");'.repeat(200));
writeFileSync(path.join(dist, 'assets', 'entry-abc123.js.gz'), gzipSync('console.log("x");'.repeat(200)));
writeFileSync(path.join(dist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');

beforeAll(async () => {
  t = await createTestApp({ config: loadConfig({ NODE_ENV: 'test', DIST_DIR: dist }) });
});
afterAll(() => t.close());

describe('what a client can send never breaks the server', () => {
  const hostile: Array<{ name: string; payload: string; type: string }> = [
    { name: 'malformed JSON', payload: '{"email": ', type: 'application/json' },
    { name: 'a JSON array', payload: '[1,2,3]', type: 'application/json' },
    { name: 'JSON null', payload: 'null', type: 'application/json' },
    { name: 'numbers where strings belong', payload: '{"email": 5, "password": {"a": 1}}', type: 'application/json' },
    { name: 'an unsupported type', payload: '<xml/>', type: 'application/xml' },
  ];
  for (const { name, payload, type } of hostile) {
    it(`answers ${name} with a 4xx message and no stack`, async () => {
      const res = await call(t.app, { method: 'POST', url: api('customer/auth/getstarted'), payload, headers: { 'content-type': type } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json();
      expect(body.status).toBe('error');
      expect(body.message).toBeTruthy();
      expect(res.body).not.toMatch(/at .*\.ts:\d+|node_modules|stack/i);
    });
  }

  it('refuses a body over 1 MB with 413', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: api('customer/auth/getstarted'),
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe('error');
  });

  it('answers an unknown API path with a JSON 404, not the SPA', async () => {
    const res = await call(t.app, { method: 'GET', url: api('no/such/thing') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Not found.' });
  });
});

describe('serving the SPA', () => {
  it('sends index.html for client routes, never cached', async () => {
    for (const url of ['/', '/register/otp/details', '/dashboard?x=1']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a missing file with a 404, not index.html', async () => {
    for (const url of ['/assets/entry-old999.js', '/assets/gone', '/missing-icon.svg', '/service-worker-old.js?v=2']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
  });

  it('caches hashed assets for a year and serves them compressed', async () => {
    const res = await call(t.app, { method: 'GET', url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    // Document-only headers are not paid for on every asset; nosniff stays.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never caches the service worker', async () => {
    const res = await call(t.app, { method: 'GET', url: '/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends a content security policy the SPA can live with', async () => {
    const res = await call(t.app, { method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses answers over 1 KB with brotli and leaves small ones alone', async () => {
    // Two mails make the mailbox page well over the 1 KB threshold.
    for (const email of ['big-1@example.com', 'big-2@example.com']) {
      await call(t.app, { method: 'POST', url: api('customer/auth/getstarted'), payload: { email, password: 'long enough pw' } });
    }
    const page = await call(t.app, { method: 'GET', url: '/sandbox/mailbox', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('big-2@example.com');
    expect(page.headers['content-encoding']).toBe('br');
    const small = await call(t.app, { method: 'GET', url: api('customer/auth/fetchctimes'), headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the sandbox mailbox', () => {
  it('lists mails with their text, escaped', async () => {
    await call(t.app, { method: 'POST', url: api('customer/auth/getstarted'), payload: { email: 'mailbox@example.com', password: 'long enough pw' } });
    const res = await call(t.app, { method: 'GET', url: '/sandbox/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/data-to="mailbox@example.com"[\s\S]*Your Fleetvest code is \d{6}/);
  });
});
