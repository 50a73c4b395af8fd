import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { ClientError } from '../../lib/errors';
import { HASH_QUEUE_MAX, HASH_QUEUE_PER_REQUESTER } from '../../lib/secrets';
import { customerEndpoints, pinEndpoints, type SetPinRequest } from '../../../contract';
import { answer, request } from '../../test/client';
import { createTestApp, customerWithWallet, requestWithdrawal, setPin, signUpAndLogin, type TestApp } from '../../test/harness';
import { checkPin } from './pin';
import { WALLET_TEXTS } from '../wallet/texts';
import { PIN_TEXTS } from './texts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUpAndLogin(t, 'pin@example.com'));
});
afterAll(() => t.close());

const setPinTo = (body: SetPinRequest) => request(t, pinEndpoints.setPin, { token, body });
const changePin = (oldpin: string, newpin: string) => request(t, pinEndpoints.changePin, { token, body: { oldpin, newpin } });
const pinContext = () => ({ db: t.database.db, config: t.deps.config });
const customerPin = async () => (await answer(t, customerEndpoints.customer, { token })).customer.pin;

describe('PIN', () => {
  it('checks the format and the confirmation before setting', async () => {
    const bad = await setPinTo({ pin: '12a4', pin_confirmation: '12345' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual(['The PIN must be 4 digits.', 'The PIN confirmation must be 4 digits.']);
    const differ = await setPinTo({ pin: '1234', pin_confirmation: '4321' });
    expect(differ.json().message).toBe(PIN_TEXTS.confirmationDiffers);
    expect(await customerPin()).toBeNull();
  });

  it('sets a PIN once; the customer shows it as set without revealing it', async () => {
    const res = await setPinTo({ pin: '2468', pin_confirmation: '2468' });
    expect(res.json()).toEqual({ status: 'success', message: PIN_TEXTS.pinSet });
    expect(await customerPin()).toBe('****');
    const again = await setPinTo({ pin: '1111', pin_confirmation: '1111' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(PIN_TEXTS.pinAlreadySet);
  });

  it('changes the PIN only with the right old PIN', async () => {
    const wrong = await changePin('0000', '1357');
    expect(wrong.json().message).toBe(PIN_TEXTS.wrongPin(4));
    const ok = await changePin('2468', '1357');
    expect(ok.json()).toEqual({ status: 'success', message: PIN_TEXTS.pinChanged });
    // The right PIN reset the count: one wrong try now leaves four.
    expect((await changePin('2468', '9999')).json().message).toBe(PIN_TEXTS.wrongPin(4));
    expect((await changePin('1357', '1357')).json().message).toBe(PIN_TEXTS.sameAsOld);
  });

  it('locks PIN use for 30 minutes after five wrong PINs in a row, then lets the right PIN through', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push((await changePin('0000', '1111')).json().message);
    }
    expect(messages.slice(0, 4)).toEqual([4, 3, 2, 1].map((left) => PIN_TEXTS.wrongPin(left)));
    expect(messages[4]).toBe(PIN_TEXTS.locked(30));
    // Even the right PIN is refused while locked.
    const locked = await changePin('1357', '1111');
    expect(locked.json().message).toBe(PIN_TEXTS.locked(30));
    t.clock.advance(29 * 60_000);
    expect((await changePin('1357', '1111')).json().message).toBe(PIN_TEXTS.locked(1));
    t.clock.advance(60_001);
    // The lock ran out: a wrong PIN starts a fresh count, the right one works.
    expect((await changePin('0000', '1111')).json().message).toBe(PIN_TEXTS.wrongPin(4));
    expect((await changePin('1357', '1111')).statusCode).toBe(200);
  });

  it('checks no more than five of many PINs sent at once, so guessing in bursts gets nowhere', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => changePin('0000', '2222')));
    const texts = answers.map((r) => r.json().message as string).sort();
    const expected = [...[4, 3, 2, 1].map((left) => PIN_TEXTS.wrongPin(left)), ...Array<string>(16).fill(PIN_TEXTS.locked(30))];
    expect(texts).toEqual(expected.sort());
    expect((await changePin('1111', '2222')).json().message).toBe(PIN_TEXTS.locked(30));
    t.clock.advance(30 * 60_000 + 1);
    expect((await changePin('1111', '2222')).statusCode).toBe(200);
  });

  it('claims each try in the database, so checks racing from several server processes still stop at five', async () => {
    const other = await signUpAndLogin(t, 'pin-race@example.com');
    await setPin(t, other.token, '4321');
    const [row] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'pin-race@example.com'));
    const now = t.clock.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => checkPin(pinContext(), row!.id, '0000', now)));
    const texts = outcomes.map((o) => (o.status === 'rejected' && o.reason instanceof ClientError ? o.reason.messages : o.status));
    expect(texts.filter((text) => text === PIN_TEXTS.locked(30))).toHaveLength(8);
    expect(texts.filter((text) => String(text).startsWith('Incorrect PIN.'))).toHaveLength(4);
    // Only five tries were ever claimed, so only five PINs were compared; the right one now waits out the lock.
    const [after] = await t.database.db.select({ tries: customers.pinFailedAttempts }).from(customers).where(eq(customers.id, row!.id));
    expect(after!.tries).toBe(5);
    await expect(checkPin(pinContext(), row!.id, '4321', now)).rejects.toThrow(PIN_TEXTS.locked(30));
  });

  it('sets one PIN from a flood of setpin calls, refusing the rest as already set', async () => {
    const flooder = await signUpAndLogin(t, 'pin-flood@example.com');
    const setAsFlooder = () => request(t, pinEndpoints.setPin, { token: flooder.token, body: { pin: '1234', pin_confirmation: '1234' } });
    // More than the whole hashing queue holds: a keyed PIN hash takes no turn in it, so none is busy.
    const answers = (await Promise.all(Array.from({ length: HASH_QUEUE_MAX + HASH_QUEUE_PER_REQUESTER }, setAsFlooder))).map(
      (res) => `${res.statusCode} ${res.json().message}`,
    );
    expect(answers.filter((answer) => answer === `200 ${PIN_TEXTS.pinSet}`)).toHaveLength(1);
    expect(answers.filter((answer) => answer === `422 ${PIN_TEXTS.pinAlreadySet}`)).toHaveLength(answers.length - 1);
  });

  it('refuses money actions while no PIN is set', async () => {
    const other = await signUpAndLogin(t, 'no-pin@example.com');
    const res = await requestWithdrawal(t, other.token, { amount: '100' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PIN_TEXTS.pinNotSet);
  });

  it('marks a wrong PIN and a PIN lock with a code, and no other refusal of a money action', async () => {
    const wallet = await customerWithWallet(t, 'pin-codes@example.com', 5000, '2468');
    /** A withdrawal's answer: its status, message and code. */
    const withdraw = async (pin: string, amount = '100', accountnumber = '0123456789') => {
      const res = await requestWithdrawal(t, wallet, { amount, accountnumber, pin });
      const { message, code } = res.json<{ message: string; code?: string }>();
      return { statusCode: res.statusCode, message, code };
    };

    expect(await withdraw('0000')).toEqual({ statusCode: 422, message: PIN_TEXTS.wrongPin(4), code: 'wrong_pin' });
    // The PIN was right: the bank's refusal and a short wallet are about something else.
    expect(await withdraw('2468', '100', '0123450000')).toEqual({ statusCode: 422, message: WALLET_TEXTS.withdrawalDeclined, code: undefined });
    expect(await withdraw('2468', '9000')).toEqual({ statusCode: 422, message: WALLET_TEXTS.insufficientFunds, code: undefined });

    for (const left of [4, 3, 2, 1]) expect(await withdraw('0000')).toMatchObject({ message: PIN_TEXTS.wrongPin(left), code: 'wrong_pin' });
    expect(await withdraw('0000')).toEqual({ statusCode: 422, message: PIN_TEXTS.locked(30), code: 'pin_locked' });
    // Locked, even the right PIN gets the lock's code: typing it again cannot help for now.
    expect(await withdraw('2468')).toEqual({ statusCode: 422, message: PIN_TEXTS.locked(30), code: 'pin_locked' });
  });
});
