import Cookies from 'js-cookie';
import { literal, object, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '@contract/endpoint';
import { session, takeSessionExpired } from '@/state/session';
import { jsonResponse, signOut } from '@/test-utils';
import { call } from './client';
import { ApiError, errorMessages } from './errors';

const Ok = object({ status: literal('success'), message: string() });
const FALLBACK = 'Error in sending OTP';

/** An endpoint of each kind of declaration, to see what the client makes of it. */
const jsonPost = endpoint({ method: 'POST', path: 'sample/json', body: object({ a: string() }), response: Ok, session: false });
const formPost = endpoint({ method: 'POST', path: 'sample/form', encoding: 'form', body: object({ uniqueid: string() }), response: Ok, session: false });
const withParams = endpoint({
  method: 'GET',
  path: 'sample/items/:id',
  params: object({ id: string() }),
  query: object({ page: string(), read: string() }),
  response: Ok,
  session: true,
});
const moneyPost = endpoint({ method: 'POST', path: 'sample/money', body: object({ amount: string() }), response: Ok, session: true, idempotent: true });
const noInput = endpoint({ method: 'POST', path: 'sample/nothing', response: Ok, session: true });

const answer = (status: number, body: unknown) => vi.fn(async () => jsonResponse(status, body));
const sent = (fetchStub: ReturnType<typeof answer>, n = 0) => {
  const [url, init] = fetchStub.mock.calls[n] as unknown as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
};

const failWith = async (fetchStub: typeof fetch): Promise<unknown> => {
  vi.stubGlobal('fetch', fetchStub);
  return call(jsonPost, { body: { a: '1' } }).then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );
};

describe('call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    signOut();
  });

  it("sends the declaration's method and path with a JSON body and the bearer token, and returns the checked answer", async () => {
    Cookies.set('userAuth', 'tok-1');
    const fetchStub = answer(200, { status: 'success', message: 'OTP sent' });
    vi.stubGlobal('fetch', fetchStub);
    await expect(call(jsonPost, { body: { a: '1' } })).resolves.toEqual({ status: 'success', message: 'OTP sent' });
    const { url, init, headers } = sent(fetchStub);
    expect(url).toBe('/api/v1/sample/json');
    expect(init.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":"1"}');
  });

  it('sends a form-encoded body when the endpoint says so', async () => {
    const fetchStub = answer(200, { status: 'success', message: 'ok' });
    vi.stubGlobal('fetch', fetchStub);
    await call(formPost, { body: { uniqueid: 'FV00000001' } });
    const { headers, init } = sent(fetchStub);
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(init.body)).toBe('uniqueid=FV00000001');
  });

  it('fills the path parameters and the query, leaving out empty values', async () => {
    const fetchStub = answer(200, { status: 'success', message: 'ok' });
    vi.stubGlobal('fetch', fetchStub);
    await call(withParams, { params: { id: 'a/b' }, query: { page: '2', read: '' } });
    const { url, init } = sent(fetchStub);
    expect(url).toBe('/api/v1/sample/items/a%2Fb?page=2');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends no body and no content type for an endpoint that reads nothing', async () => {
    const fetchStub = answer(200, { status: 'success', message: 'ok' });
    vi.stubGlobal('fetch', fetchStub);
    await call(noInput);
    const { init, headers } = sent(fetchStub);
    expect(init.body).toBeUndefined();
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('puts an Idempotency-Key on a money-moving call and sends it again with a retry after no answer', async () => {
    const fetchStub = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => jsonResponse(200, { status: 'success', message: 'sent' }));
    vi.stubGlobal('fetch', fetchStub);
    await expect(call(moneyPost, { body: { amount: '100' } })).rejects.toBeInstanceOf(ApiError);
    await call(moneyPost, { body: { amount: '100' } });
    const first = new Headers((fetchStub.mock.calls[0] as [string, RequestInit])[1].headers).get('Idempotency-Key');
    const second = new Headers((fetchStub.mock.calls[1] as [string, RequestInit])[1].headers).get('Idempotency-Key');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(second).toBe(first);
    await call(moneyPost, { body: { amount: '100' } });
    expect(new Headers((fetchStub.mock.calls[2] as [string, RequestInit])[1].headers).get('Idempotency-Key')).not.toBe(first);
  });

  it("gives the server's message, or each entry of its list, as the error's messages", async () => {
    expect(errorMessages(await failWith(answer(422, { status: 'error', message: 'Email taken.' })), FALLBACK)).toEqual(['Email taken.']);
    const listed = await failWith(answer(422, { status: 'error', message: ['First wrong.', 'Second wrong.'] }));
    expect(listed).toBeInstanceOf(ApiError);
    expect(errorMessages(listed, FALLBACK)).toEqual(['First wrong.', 'Second wrong.']);
  });

  it('keeps the code a refusal names, so a screen need not read the message', async () => {
    const wrongPin = await failWith(answer(422, { status: 'error', message: 'Incorrect PIN. You have 4 tries left.', code: 'wrong_pin' }));
    expect(wrongPin).toMatchObject({ status: 422, messages: ['Incorrect PIN. You have 4 tries left.'], code: 'wrong_pin' });
    expect(await failWith(answer(422, { status: 'error', message: 'Insufficient wallet balance.' }))).toMatchObject({ code: undefined });
  });

  it('falls back to the call site text when the server says nothing usable', async () => {
    expect(errorMessages(await failWith(answer(500, { oops: true })), FALLBACK)).toEqual([FALLBACK]);
  });

  it('treats a success body that breaks the contract as a failure', async () => {
    const error = await failWith(answer(200, { status: 'success' }));
    expect(error).toMatchObject({ messages: [], status: 200 });
    expect(errorMessages(error, FALLBACK)).toEqual([FALLBACK]);
  });

  it('reports a network failure without a status', async () => {
    const error = await failWith(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(error).toMatchObject({ messages: [], status: undefined });
  });

  it('ends the session on 401', async () => {
    Cookies.set('userAuth', 'expired');
    Cookies.set('user', '{}');
    session.value = { token: 'expired', customer: null };
    localStorage.setItem('registrationStage', '2');
    localStorage.setItem('rememberedUniqueId', 'FV00000001');
    await failWith(answer(401, { status: 'error', message: 'Unauthenticated.' }));
    expect(Cookies.get()).toEqual({});
    expect(localStorage.getItem('registrationStage')).toBeNull();
    // An expired session is not a sign-out: Remember Me still fills in the next sign-in.
    expect(localStorage.getItem('rememberedUniqueId')).toBe('FV00000001');
    expect(session.value).toBeNull();
    // The signed-in frame says why, once.
    expect(takeSessionExpired()).toBe(true);
    expect(takeSessionExpired()).toBe(false);
  });

  it('does not call a 401 to a signed-out visitor an expired session', async () => {
    session.value = null;
    await failWith(answer(401, { status: 'error', message: 'Wrong password.' }));
    expect(takeSessionExpired()).toBe(false);
  });

  it('does not call a 401 during a sign-out (cookies cleared, /login 2 s away) an expired session', async () => {
    session.value = { token: 'gone', customer: null };
    await failWith(answer(401, { status: 'error', message: 'Unauthenticated.' }));
    expect(takeSessionExpired()).toBe(false);
  });

  it('leaves the session alone on a 401 when the caller ends it itself (logout)', async () => {
    Cookies.set('userAuth', 'expired');
    session.value = { token: 'expired', customer: null };
    vi.stubGlobal('fetch', answer(401, { status: 'error', message: 'Unauthenticated.' }));
    const error = await call(noInput, {}, { endSessionOn401: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, messages: ['Unauthenticated.'] });
    expect(Cookies.get('userAuth')).toBe('expired');
    expect(session.value).not.toBeNull();
  });
});
