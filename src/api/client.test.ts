import Cookies from 'js-cookie';
import { object, literal, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../state/session';
import { jsonResponse } from '../test-utils';
import { api, ApiError, request } from './client';
import { showError } from './errors';

const { errorToast } = vi.hoisted(() => ({ errorToast: vi.fn() }));
vi.mock('../ui/toast', async (original) => ({ ...(await original<object>()), notifyError: errorToast }));

const Ok = object({ status: literal('success'), message: string() });
const FALLBACK = 'Error in sending OTP';

const answer = (status: number, body: unknown) => vi.fn(async () => jsonResponse(status, body));

const failWith = async (fetchStub: typeof fetch): Promise<unknown> => {
  vi.stubGlobal('fetch', fetchStub);
  return request(api.url('customer/auth/getstarted').post({}), Ok).then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );
};

describe('api client', () => {
  beforeEach(() => errorToast.mockClear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('returns a body that matches the contract, sending JSON with the bearer token', async () => {
    Cookies.set('userAuth', 'tok-1');
    const fetchStub = answer(200, { status: 'success', message: 'OTP sent' });
    vi.stubGlobal('fetch', fetchStub);
    await expect(request(api.url('customer/auth/getstarted').post({ a: 1 }), Ok)).resolves.toEqual({
      status: 'success',
      message: 'OTP sent',
    });
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/v1/customer/auth/getstarted');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('shows a string message as one toast, with the call site options', async () => {
    showError(await failWith(answer(422, { status: 'error', message: 'Email taken.' })), FALLBACK, {
      position: 'top-center',
    });
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledWith('Email taken.', { position: 'top-center' });
  });

  it('shows each entry of a message list as its own toast', async () => {
    const error = await failWith(answer(422, { status: 'error', message: ['First wrong.', 'Second wrong.'] }));
    expect(error).toBeInstanceOf(ApiError);
    showError(error, FALLBACK);
    expect(errorToast.mock.calls.map(([message]) => message)).toEqual(['First wrong.', 'Second wrong.']);
  });

  it('falls back to the call site text when the server says nothing usable', async () => {
    showError(await failWith(answer(500, { oops: true })), FALLBACK);
    expect(errorToast).toHaveBeenCalledWith(FALLBACK, undefined);
  });

  it('treats a success body that breaks the contract as a failure', async () => {
    const error = await failWith(answer(200, { status: 'success' }));
    expect(error).toMatchObject({ messages: [], status: 200 });
    showError(error, FALLBACK);
    expect(errorToast).toHaveBeenCalledWith(FALLBACK, undefined);
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
  });

  it('leaves the session alone on a 401 when the caller ends it itself (logout)', async () => {
    Cookies.set('userAuth', 'expired');
    session.value = { token: 'expired', customer: null };
    vi.stubGlobal('fetch', answer(401, { status: 'error', message: 'Unauthenticated.' }));
    const error = await request(api.url('customer/logout').post(), Ok, { endSessionOn401: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, messages: ['Unauthenticated.'] });
    expect(Cookies.get('userAuth')).toBe('expired');
    expect(session.value).not.toBeNull();
  });
});
