import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otps } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { loggableError } from './loggable-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECRET_EMAIL = `${'x'.repeat(260)}@secret.example`;
const SECRET_HASH = 'f57ef988c0ffee';

describe('what a log keeps of an error', () => {
  it("keeps a failed query's SQL, SQLSTATE and constraint, never the values it carried", async () => {
    const now = t.clock.now();
    const error = await t.database.db
      .insert(otps)
      .values({ purpose: 'register', email: SECRET_EMAIL, codeHash: SECRET_HASH, sentAt: now, expiresAt: now })
      .catch((failure: unknown) => failure);
    // The error as thrown carries them, which is why it needs this.
    expect(String(error)).toContain(SECRET_HASH);

    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', code: '23514', constraint: 'otps_email_length' });
    expect(logged.message).toMatch(/^Failed query: insert into "otps"/);
    expect(logged.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toMatch(/secret\.example|f57ef988/);
    // The app's logger uses it for every `err`.
    t.app.log.error({ err: error }, 'a query failed');
    expect(t.logs()).toContain('otps_email_length');
    expect(t.logs()).not.toMatch(/secret\.example|f57ef988/);
  });

  it("keeps any other error's message, own fields, frames and cause, as the logger would", () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    const logged = loggableError(new Error('checkout could not be started', { cause: refused }));
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'checkout could not be started',
      cause: { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:9', code: 'ECONNREFUSED' },
    });
    expect(logged.stack).toContain('checkout could not be started');
    expect(loggableError('a thrown string')).toEqual({ type: 'string', message: 'a thrown string', stack: '' });
  });
});
