import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { authEndpoints } from '../../../contract';
import { request } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { AUTH_TEXTS } from '../auth/texts';

/** With the sandbox provider the page is served (server/http/http.test.ts reads mails from it). */
describe('the sandbox mailbox page with the SMTP mail provider', () => {
  let smtp: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 here: a mail sent through SMTP fails at once.
    smtp = await createTestApp({ env: { MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => smtp.close());

  it('does not exist when mail goes out through SMTP', async () => {
    const res = await smtp.app.inject({ method: 'GET', url: '/sandbox/mailbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Not found.' });
  });

  it('sends through SMTP there, not into the outbox the page would show', async () => {
    const res = await request(smtp, authEndpoints.getStarted, { body: { email: 'smtp-only@example.com', password: 'long enough pw' } });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(AUTH_TEXTS.otpMailFailed);
    expect(await smtp.database.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
