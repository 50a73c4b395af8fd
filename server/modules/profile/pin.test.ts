import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, call, createTestApp, signUpAndLogin, type TestApp } from '../../test/harness';
import { PIN_TEXTS } from './texts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUpAndLogin(t, 'pin@example.com'));
});
afterAll(() => t.close());

const post = (path: string, payload: object) => call(t.app, { method: 'POST', url: api(path), token, payload });
const customerPin = async () => (await call(t.app, { method: 'GET', url: api('customer'), token })).json().customer.pin;

describe('PIN', () => {
  it('checks the format and the confirmation before setting', async () => {
    const bad = await post('customer/pin/setpin', { pin: '12a4', pin_confirmation: '12345' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual(['The PIN must be 4 digits.', 'The PIN confirmation must be 4 digits.']);
    const differ = await post('customer/pin/setpin', { pin: '1234', pin_confirmation: '4321' });
    expect(differ.json().message).toBe(PIN_TEXTS.confirmationDiffers);
    expect(await customerPin()).toBeNull();
  });

  it('sets a PIN once; the customer shows it as set without revealing it', async () => {
    const res = await post('customer/pin/setpin', { pin: '2468', pin_confirmation: '2468' });
    expect(res.json()).toEqual({ status: 'success', message: PIN_TEXTS.pinSet });
    expect(await customerPin()).toBe('****');
    const again = await post('customer/pin/setpin', { pin: '1111', pin_confirmation: '1111' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(PIN_TEXTS.pinAlreadySet);
  });

  it('changes the PIN only with the right old PIN', async () => {
    const wrong = await post('customer/pin/changepin', { oldpin: '0000', newpin: '1357' });
    expect(wrong.json().message).toBe(PIN_TEXTS.wrongPin(4));
    const ok = await post('customer/pin/changepin', { oldpin: '2468', newpin: '1357' });
    expect(ok.json()).toEqual({ status: 'success', message: PIN_TEXTS.pinChanged });
    // The right PIN reset the count: one wrong try now leaves four.
    expect((await post('customer/pin/changepin', { oldpin: '2468', newpin: '9999' })).json().message).toBe(PIN_TEXTS.wrongPin(4));
    expect((await post('customer/pin/changepin', { oldpin: '1357', newpin: '1357' })).json().message).toBe(PIN_TEXTS.sameAsOld);
  });

  it('locks PIN use for 30 minutes after five wrong PINs in a row, then lets the right PIN through', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push((await post('customer/pin/changepin', { oldpin: '0000', newpin: '1111' })).json().message);
    }
    expect(messages.slice(0, 4)).toEqual([4, 3, 2, 1].map((left) => PIN_TEXTS.wrongPin(left)));
    expect(messages[4]).toBe(PIN_TEXTS.locked(30));
    // Even the right PIN is refused while locked.
    const locked = await post('customer/pin/changepin', { oldpin: '1357', newpin: '1111' });
    expect(locked.json().message).toBe(PIN_TEXTS.locked(30));
    t.clock.advance(29 * 60_000);
    expect((await post('customer/pin/changepin', { oldpin: '1357', newpin: '1111' })).json().message).toBe(PIN_TEXTS.locked(1));
    t.clock.advance(60_001);
    // The lock ran out: a wrong PIN starts a fresh count, the right one works.
    expect((await post('customer/pin/changepin', { oldpin: '0000', newpin: '1111' })).json().message).toBe(PIN_TEXTS.wrongPin(4));
    expect((await post('customer/pin/changepin', { oldpin: '1357', newpin: '1111' })).statusCode).toBe(200);
  });

  it('counts every one of several wrong PINs sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('customer/pin/changepin', { oldpin: '0000', newpin: '2222' })),
    );
    const texts = answers.map((r) => r.json().message as string);
    expect(texts).toContain(PIN_TEXTS.locked(30));
    expect((await post('customer/pin/changepin', { oldpin: '1111', newpin: '2222' })).json().message).toBe(PIN_TEXTS.locked(30));
  });

  it('refuses money actions while no PIN is set', async () => {
    const other = await signUpAndLogin(t, 'no-pin@example.com');
    const res = await call(t.app, {
      method: 'POST',
      url: api('customer/withdrawal/makewithdrawal'),
      token: other.token,
      payload: { amount: '100', bank: '058', accountnumber: '0123456789', pin: '1234' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PIN_TEXTS.pinNotSet);
  });
});
