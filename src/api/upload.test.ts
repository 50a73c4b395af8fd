import Cookies from 'js-cookie';
import { literal, object, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '@contract/endpoint';
import { session, takeSessionExpired } from '@/state/session';
import { ApiError } from './errors';
import { upload } from './upload';

const picture = endpoint({
  method: 'POST',
  path: 'sample/picture',
  encoding: 'multipart',
  response: object({ status: literal('success'), message: string() }),
  session: true,
});

/** Stands in for the browser's XMLHttpRequest: records what was sent, and answers when the test says. */
class FakeRequest extends EventTarget {
  static last: FakeRequest | undefined;
  readonly upload = new EventTarget();
  readonly headers = new Map<string, string>();
  target = '';
  body: unknown;
  status = 0;
  responseText = '';
  constructor() {
    super();
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.target = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const start = () => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  const form = new FormData();
  const fractions: number[] = [];
  const result = upload(picture, form, (fraction) => fractions.push(fraction));
  return { form, fractions, result, request: FakeRequest.last! };
};

describe('upload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it("sends the form to the declaration's path with the bearer token, reports progress, and returns the checked answer", async () => {
    Cookies.set('userAuth', 'tok-9');
    const { form, fractions, result, request } = start();
    expect(request.target).toBe('POST /api/v1/sample/picture');
    expect(request.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(request.body).toBe(form);
    request.progress(250, 1000);
    request.progress(1000, 1000);
    request.answer(200, { status: 'success', message: 'Profile picture updated successfully.' });
    await expect(result).resolves.toEqual({ status: 'success', message: 'Profile picture updated successfully.' });
    expect(fractions).toEqual([0.25, 1]);
  });

  it("fails with the server's messages, with none for an answer outside the contract, and ends the session on a 401", async () => {
    const refused = start();
    refused.request.answer(422, { status: 'error', message: 'The picture may not be larger than 5 MB.' });
    await expect(refused.result).rejects.toEqual(new ApiError(['The picture may not be larger than 5 MB.'], 422));

    const odd = start();
    odd.request.answer(200, '<html>');
    await expect(odd.result).rejects.toEqual(new ApiError([], 200));

    Cookies.set('userAuth', 'tok-dead');
    session.value = { token: 'tok-dead', customer: null };
    const expired = start();
    expired.request.answer(401, { status: 'error', message: 'Unauthenticated. Please sign in again.' });
    await expect(expired.result).rejects.toBeInstanceOf(ApiError);
    expect(session.value).toBeNull();
    expect(Cookies.get('userAuth')).toBeUndefined();
    expect(takeSessionExpired(), 'the signed-in frame will say the session expired').toBe(true);
  });
});
