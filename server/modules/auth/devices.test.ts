import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileEndpoints, RevokeSessionRequest, USER_AGENT_MAX } from '../../../contract';
import { sessions } from '../../db/schema';
import { ClientError } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { answer } from '../../test/client';
import { createTestApp, login, signUpAndLogin, type TestApp } from '../../test/harness';
import { principalOf } from '../../test/services';
import { SESSION_TEXTS } from './texts';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 13; TECNO CK7n) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

let t: TestApp;
const email = 'devices@example.com';
let password: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ password } = await signUpAndLogin(t, email));
});
afterAll(() => t.close());

let signIns = 0;
/** Signs in through the login route from a browser with this User-Agent (none: the test client's own). */
const signIn = async (userAgent?: string, who = email) => {
  signIns += 1;
  const res = await login(t, who, password, {
    // Each from its own address: one address may try one account only 10 times a minute.
    remoteAddress: `10.0.${Math.floor(signIns / 250)}.${signIns % 250}`,
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  const { token } = res.json<{ token: string }>();
  return { token, ...(await principalOf(t, token)) };
};

/** GET customer/sessions as the session of `token`. */
const listSessions = async (token: string) => (await answer(t, profileEndpoints.sessions, { token })).data;

const revokeSessions = async (token: string, body: RevokeSessionRequest) => (await answer(t, profileEndpoints.revokeSession, { token, body })).message;

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ClientError,
  );

describe('the list of signed-in devices', () => {
  it('lists each live session with when it was opened, last used, the device in plain words, and which one is asking', async () => {
    const phone = await signIn(ANDROID_CHROME);
    t.clock.advance(5 * 60_000);
    const laptop = await signIn(WINDOWS_FIREFOX);
    const list = await listSessions(laptop.token);
    const mine = list.filter((s) => [phone.sessionId, laptop.sessionId].includes(s.id));
    expect(mine).toEqual([
      {
        id: laptop.sessionId,
        created_at: t.clock.now().toISOString(),
        last_used_at: t.clock.now().toISOString(),
        device: 'Firefox on Windows',
        current: true,
      },
      {
        id: phone.sessionId,
        created_at: new Date(t.clock.now().getTime() - 5 * 60_000).toISOString(),
        last_used_at: new Date(t.clock.now().getTime() - 5 * 60_000).toISOString(),
        device: 'Chrome on Android',
        current: false,
      },
    ]);
    // The most recently used first: using the phone again moves it up.
    t.clock.advance(61_000);
    await principalOf(t, phone.token);
    const again = await listSessions(phone.token);
    expect(again[0]).toMatchObject({ id: phone.sessionId, current: true, last_used_at: t.clock.now().toISOString() });
  });

  it('writes the last use at most once a minute, not on every request', async () => {
    const session = await signIn(IPHONE_SAFARI);
    const opened = t.clock.now();
    const lastUsed = async () => (await t.database.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.id, session.sessionId)))[0]?.at;
    t.clock.advance(30_000);
    await principalOf(t, session.token);
    expect(await lastUsed()).toEqual(opened);
    t.clock.advance(30_000);
    await principalOf(t, session.token);
    expect(await lastUsed()).toEqual(t.clock.now());
    const used = t.clock.now();
    t.clock.advance(59_000);
    await Promise.all(Array.from({ length: 5 }, () => principalOf(t, session.token)));
    expect(await lastUsed()).toEqual(used);
  });

  it('keeps at most 512 characters of the User-Agent, without control characters, and says so when there is none', async () => {
    const long = await signIn(`${ANDROID_CHROME}\u0000\u0007${'x'.repeat(10_000)}`);
    const [row] = await t.database.db.select({ ua: sessions.userAgent }).from(sessions).where(eq(sessions.id, long.sessionId));
    expect(row?.ua).toHaveLength(USER_AGENT_MAX - 2);
    expect(row?.ua?.startsWith(ANDROID_CHROME)).toBe(true);
    const none = await signIn(undefined);
    const list = await listSessions(none.token);
    expect(list.find((s) => s.id === none.sessionId)?.device).toBe('Unknown device');
  });

  it('leaves out sessions that were signed out or have expired', async () => {
    const ended = await signIn(ANDROID_CHROME);
    const current = await signIn(WINDOWS_FIREFOX);
    await revokeSessions(current.token, { id: ended.sessionId });
    t.clock.advance(24 * 60 * 60_000 - 1000);
    const late = await signIn(IPHONE_SAFARI);
    t.clock.advance(2000);
    const ids = (await listSessions(late.token)).map((s) => s.id);
    expect(ids).toEqual([late.sessionId]);
  });
});

describe('signing devices out', () => {
  it('signs out one device by id: it stops working, the others go on', async () => {
    const phone = await signIn(ANDROID_CHROME);
    const laptop = await signIn(WINDOWS_FIREFOX);
    const message = await revokeSessions(laptop.token, { id: phone.sessionId });
    expect(message).toBe(SESSION_TEXTS.signedOut);
    expect((await refusalOf(principalOf(t, phone.token)))?.statusCode).toBe(401);
    expect((await principalOf(t, laptop.token)).sessionId).toBe(laptop.sessionId);
    // Twice is "not found": it has already ended.
    const twice = await refusalOf(revokeSessions(laptop.token, { id: phone.sessionId }));
    expect(twice?.messages).toBe(SESSION_TEXTS.notFound);
  });

  it("never signs out another customer's session: it reads as not found, like an id that does not exist", async () => {
    const otherEmail = 'someone-else@example.com';
    const other = await signUpAndLogin(t, otherEmail);
    const victim = await principalOf(t, other.token);
    const me = await signIn(ANDROID_CHROME);
    const theirs = await refusalOf(revokeSessions(me.token, { id: victim.sessionId }));
    const nobodys = await refusalOf(revokeSessions(me.token, { id: 2_000_000_000 }));
    for (const refusal of [theirs, nobodys]) {
      expect(refusal?.statusCode).toBe(422);
      expect(refusal?.messages).toBe(SESSION_TEXTS.notFound);
    }
    expect((await principalOf(t, other.token)).customerId).toBe(victim.customerId);
    // Nor are they listed to me, nor mine signed out by "all others" from their side.
    expect((await listSessions(me.token)).map((s) => s.id)).not.toContain(victim.sessionId);
    await revokeSessions(other.token, { others: true });
    expect((await principalOf(t, me.token)).sessionId).toBe(me.sessionId);
  });

  it('signs out every other device and keeps this one', async () => {
    const devices = [await signIn(ANDROID_CHROME), await signIn(IPHONE_SAFARI), await signIn(WINDOWS_FIREFOX)];
    const here = devices[2]!;
    const message = await revokeSessions(here.token, { others: true });
    expect(message).toBe(SESSION_TEXTS.othersSignedOut);
    for (const device of devices.slice(0, 2)) expect((await refusalOf(principalOf(t, device.token)))?.statusCode).toBe(401);
    expect((await listSessions(here.token)).map((s) => [s.id, s.current])).toEqual([[here.sessionId, true]]);
  });

  it('signs out the asking session itself when named by id, as a logout', async () => {
    const here = await signIn(ANDROID_CHROME);
    expect(await revokeSessions(here.token, { id: here.sessionId })).toBe(SESSION_TEXTS.signedOut);
    expect((await refusalOf(principalOf(t, here.token)))?.statusCode).toBe(401);
  });

  it('reads the request as one id (a number or digits) or all others, and refuses anything else', () => {
    expect(parseInput(RevokeSessionRequest, { id: 42 })).toEqual({ id: 42 });
    expect(parseInput(RevokeSessionRequest, { id: '42' })).toEqual({ id: 42 });
    expect(parseInput(RevokeSessionRequest, { others: true })).toEqual({ others: true });
    for (const body of [{}, { id: 1, others: true }, { others: false }, { id: 'abc' }, { id: 0 }, { id: '9'.repeat(5000) }, { id: 1.5 }]) {
      expect(() => parseInput(RevokeSessionRequest, body)).toThrow(ClientError);
    }
  });
});
