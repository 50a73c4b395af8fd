import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  APPROVAL_SUBJECTS,
  billsEndpoints,
  customerEndpoints,
  ERROR_CODES,
  investmentEndpoints,
  passkeyEndpoints,
  profileEndpoints,
  type ApprovalBodies,
  type ApprovalKind,
  type PasskeyAssertion,
  type WithdrawRequest,
} from '../../../contract';
import { latestMails } from '../../providers/mail/sandbox';
import { CUSTOMER_RATE_LIMITS, RATE_LIMITS } from '../../http/rate-limits';
import { softAuthenticator, type SoftAuthenticator } from '../../test/authenticator';
import { answer, request } from '../../test/client';
import { BODIES, billsOf } from '../../test/bills';
import { testPlan } from '../../test/investments';
import { balanceOf, createTestApp, customerWithWallet, latestOtp, notificationsOf, requestWithdrawal, type TestApp } from '../../test/harness';
import { INVESTMENT_TEXTS } from '../investments/texts';
import { PIN_TEXTS } from '../profile/texts';
import { CHALLENGE_TTL_MS } from './challenges';
import { PASSKEY_NOTES, PASSKEY_TEXTS } from './texts';

/** Without PUBLIC_URL the RP is the request's own host: light-my-request's is localhost. */
const ORIGIN = 'http://localhost';
const PASSWORD = 'correct horse 1';
const PIN = '1234';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Adds a passkey made by a software authenticator, as the Security screen does: password and PIN, then the ceremony. */
async function addPasskey(token: string, authenticator = softAuthenticator(), name?: string) {
  const { options } = await answer(t, passkeyEndpoints.passkeyRegistrationOptions, { token, body: { password: PASSWORD, pin: PIN } });
  const added = await answer(t, passkeyEndpoints.addPasskey, {
    token,
    body: { credential: authenticator.attest(options.challenge, ORIGIN), ...(name ? { name } : {}) },
  });
  return { authenticator, passkey: added.data };
}

const signInOptions = async () => (await answer(t, passkeyEndpoints.passkeySignInOptions)).options;

/** A challenge for one withdrawal (or other action), and the Idempotency-Key its call must carry. */
async function approvalFor<K extends ApprovalKind>(token: string, kind: K, body: ApprovalBodies[K], key = randomUUID()) {
  const subject = APPROVAL_SUBJECTS[kind](body);
  const { options } = await answer(t, passkeyEndpoints.approvalOptions, { token, body: { kind, ...subject, idempotency_key: key } });
  return { challenge: options.challenge, key, allowed: options.allowCredentials?.map((credential) => credential.id) };
}

const WITHDRAWAL = { amount: '1000', bank: '058', accountnumber: '0123456789' } satisfies Omit<WithdrawRequest, 'pin' | 'passkey'>;

const withdrawWithPasskey = (token: string, passkey: PasskeyAssertion, key: string, fields: Partial<WithdrawRequest> = {}) =>
  requestWithdrawal(t, token, { ...WITHDRAWAL, pin: undefined, passkey, ...fields }, { idempotencyKey: key });

const mailsTo = async (subject: string) => (await latestMails(t.database.db)).filter((mail) => mail.subject === subject);

describe('adding a passkey', () => {
  it('asks for the password, and the PIN when one is set, before the browser is asked to create one', async () => {
    const token = await customerWithWallet(t, 'adding@example.com', 0);
    const wrongPassword = await request(t, passkeyEndpoints.passkeyRegistrationOptions, { token, body: { password: 'not my password', pin: PIN } });
    expect(wrongPassword.json().message).toBe(PIN_TEXTS.wrongPassword);
    const noPin = await request(t, passkeyEndpoints.passkeyRegistrationOptions, { token, body: { password: PASSWORD } });
    expect(noPin.json().message).toBe(PASSKEY_TEXTS.pinRequired);
    const wrongPin = await request(t, passkeyEndpoints.passkeyRegistrationOptions, { token, body: { password: PASSWORD, pin: '9999' } });
    expect(wrongPin.json()).toMatchObject({ message: PIN_TEXTS.wrongPin(4), code: ERROR_CODES.wrongPin });

    const { options } = await answer(t, passkeyEndpoints.passkeyRegistrationOptions, { token, body: { password: PASSWORD, pin: PIN } });
    expect(options.rp).toEqual({ id: 'localhost', name: 'Fleetvest' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'preferred', userVerification: 'required' });
    expect(options.authenticatorSelection).not.toHaveProperty('authenticatorAttachment');
    expect(options.timeout).toBe(CHALLENGE_TTL_MS);
    expect(options.user.name).toBe('adding@example.com');
  });

  it('verifies a real attestation end to end, lists the passkey and tells the customer by mail and notification', async () => {
    const token = await customerWithWallet(t, 'registered@example.com', 0);
    const { authenticator, passkey } = await addPasskey(token, softAuthenticator(), 'My Tecno');
    expect(passkey).toMatchObject({ credential_id: authenticator.credentialId, name: 'My Tecno', last_used_at: null, disabled: false });
    const listed = await answer(t, passkeyEndpoints.passkeys, { token });
    expect(listed.data).toEqual([passkey]);
    expect((await notificationsOf(t, token))[0]).toMatchObject({ title: 'A passkey was added to your account' });
    expect((await mailsTo('A passkey was added to your account')).map((mail) => mail.recipient)).toContain('registered@example.com');

    // The next registration's options exclude it, so the same device is not registered twice.
    const { options } = await answer(t, passkeyEndpoints.passkeyRegistrationOptions, { token, body: { password: PASSWORD, pin: PIN } });
    expect(options.excludeCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentialId]);
  });

  it('refuses an attestation for a spent, expired or foreign challenge, another origin, or without user verification', async () => {
    const token = await customerWithWallet(t, 'refused-add@example.com', 0);
    const options = async () => (await answer(t, passkeyEndpoints.passkeyRegistrationOptions, { token, body: { password: PASSWORD, pin: PIN } })).options;
    const add = (credential: ReturnType<SoftAuthenticator['attest']>) => request(t, passkeyEndpoints.addPasskey, { token, body: { credential } });

    const expired = await options();
    t.clock.advance(CHALLENGE_TTL_MS + 1000);
    expect((await add(softAuthenticator().attest(expired.challenge, ORIGIN))).json().message).toBe(PASSKEY_TEXTS.notAdded);

    expect((await add(softAuthenticator().attest((await options()).challenge, 'https://phish.example'))).json().message).toBe(PASSKEY_TEXTS.notAdded);

    const unverified = softAuthenticator();
    unverified.verifies = false;
    expect((await add(unverified.attest((await options()).challenge, ORIGIN))).json().message).toBe(PASSKEY_TEXTS.notAdded);

    const once = await options();
    expect((await add(softAuthenticator().attest(once.challenge, ORIGIN))).statusCode).toBe(201);
    expect((await add(softAuthenticator().attest(once.challenge, ORIGIN))).json().message).toBe(PASSKEY_TEXTS.notAdded);

    // Another customer's challenge is not this customer's.
    const other = await customerWithWallet(t, 'other-add@example.com', 0);
    const theirs = (await answer(t, passkeyEndpoints.passkeyRegistrationOptions, { token: other, body: { password: PASSWORD, pin: PIN } })).options;
    expect((await add(softAuthenticator().attest(theirs.challenge, ORIGIN))).json().message).toBe(PASSKEY_TEXTS.notAdded);
    expect((await answer(t, passkeyEndpoints.passkeys, { token })).data).toHaveLength(1);
  });

  it('renames a passkey of the customer only', async () => {
    const token = await customerWithWallet(t, 'rename@example.com', 0);
    const { passkey } = await addPasskey(token);
    expect((await answer(t, passkeyEndpoints.renamePasskey, { token, body: { id: passkey.id, name: 'Work laptop' } })).message).toBe(PASSKEY_TEXTS.renamed);
    expect((await answer(t, passkeyEndpoints.passkeys, { token })).data[0]?.name).toBe('Work laptop');
    const stranger = await customerWithWallet(t, 'rename-stranger@example.com', 0);
    const refused = await request(t, passkeyEndpoints.renamePasskey, { token: stranger, body: { id: passkey.id, name: 'Mine now' } });
    expect(refused.json().message).toBe(PASSKEY_TEXTS.notFound);
  });
});

describe('signing in with a passkey', () => {
  it('signs in end to end with the same answer as a password sign-in, and counts in the sessions list', async () => {
    const token = await customerWithWallet(t, 'signin@example.com', 0);
    const { authenticator } = await addPasskey(token);
    const signedIn = await answer(t, passkeyEndpoints.passkeySignIn, {
      body: authenticator.assert((await signInOptions()).challenge, ORIGIN),
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' },
    });
    expect(signedIn.message).toBe('Login successful');
    expect(signedIn.customer.email).toBe('signin@example.com');
    expect((await answer(t, customerEndpoints.customer, { token: signedIn.token })).customer.email).toBe('signin@example.com');
    const sessions = (await answer(t, profileEndpoints.sessions, { token: signedIn.token })).data;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.current)?.device).toBe('Chrome on Android');
    expect((await answer(t, passkeyEndpoints.passkeys, { token })).data[0]?.last_used_at).toBe(t.clock.now().toISOString());
  });

  it('refuses a replayed assertion, an expired challenge, an unknown passkey and a signature without user verification, all alike', async () => {
    const token = await customerWithWallet(t, 'signin-refused@example.com', 0);
    const { authenticator } = await addPasskey(token);
    const signIn = (assertion: PasskeyAssertion) => request(t, passkeyEndpoints.passkeySignIn, { body: assertion });

    const first = authenticator.assert((await signInOptions()).challenge, ORIGIN);
    expect((await signIn(first)).statusCode).toBe(200);
    expect((await signIn(first)).json()).toMatchObject({ status: 'error', message: PASSKEY_TEXTS.signInFailed });

    const late = await signInOptions();
    t.clock.advance(CHALLENGE_TTL_MS + 1000);
    expect((await signIn(authenticator.assert(late.challenge, ORIGIN))).json().message).toBe(PASSKEY_TEXTS.signInFailed);

    expect((await signIn(softAuthenticator().assert((await signInOptions()).challenge, ORIGIN))).json().message).toBe(PASSKEY_TEXTS.signInFailed);

    authenticator.verifies = false;
    expect((await signIn(authenticator.assert((await signInOptions()).challenge, ORIGIN))).json().message).toBe(PASSKEY_TEXTS.signInFailed);
    authenticator.verifies = true;
    expect((await signIn(authenticator.assert((await signInOptions()).challenge, 'https://phish.example', 'localhost'))).json().message).toBe(
      PASSKEY_TEXTS.signInFailed,
    );
    expect((await signIn(authenticator.assert((await signInOptions()).challenge, ORIGIN))).statusCode).toBe(200);
  });

  it('lets one of two sign-ins signed with the same counter at once through, not both', async () => {
    const token = await customerWithWallet(t, 'raced@example.com', 0);
    const { authenticator } = await addPasskey(token);
    const [first, second] = await Promise.all([signInOptions(), signInOptions()]);
    authenticator.counter = 7;
    const one = authenticator.assert(first.challenge, ORIGIN);
    authenticator.counter = 7;
    const other = authenticator.assert(second.challenge, ORIGIN);
    const answers = await Promise.all([one, other].map((body) => request(t, passkeyEndpoints.passkeySignIn, { body })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
  });

  it('disables a passkey whose counter goes backwards, and alerts the customer', async () => {
    const token = await customerWithWallet(t, 'cloned@example.com', 0);
    const { authenticator } = await addPasskey(token);
    authenticator.counter = 10;
    expect((await request(t, passkeyEndpoints.passkeySignIn, { body: authenticator.assert((await signInOptions()).challenge, ORIGIN) })).statusCode).toBe(200);
    // A copy of the key that has signed less often: its counter is behind the one last seen.
    authenticator.counter = 5;
    const cloned = await request(t, passkeyEndpoints.passkeySignIn, { body: authenticator.assert((await signInOptions()).challenge, ORIGIN) });
    expect(cloned.json().message).toBe(PASSKEY_TEXTS.signInFailed);
    expect((await answer(t, passkeyEndpoints.passkeys, { token })).data[0]?.disabled).toBe(true);
    expect((await notificationsOf(t, token))[0]?.title).toBe('A passkey was disabled');
    expect((await mailsTo('A passkey was disabled')).map((mail) => mail.recipient)).toContain('cloned@example.com');
    // Disabled for good: even a counter ahead again is refused, and it is offered for no approval.
    authenticator.counter = 100;
    expect((await request(t, passkeyEndpoints.passkeySignIn, { body: authenticator.assert((await signInOptions()).challenge, ORIGIN) })).statusCode).toBe(422);
    const options = await request(t, passkeyEndpoints.approvalOptions, {
      token,
      body: { kind: 'cashout', ...APPROVAL_SUBJECTS.cashout({}), idempotency_key: randomUUID() },
    });
    expect(options.json().message).toBe(PASSKEY_TEXTS.notFound);
  });
});

describe('approving a money action with a passkey', () => {
  it('approves a withdrawal end to end; the PIN still works beside it', async () => {
    const token = await customerWithWallet(t, 'approve@example.com', 5000);
    const { authenticator } = await addPasskey(token);
    const { challenge, key, allowed } = await approvalFor(token, 'withdrawal', WITHDRAWAL);
    expect(allowed).toEqual([authenticator.credentialId]);
    const paid = await withdrawWithPasskey(token, authenticator.assert(challenge, ORIGIN), key);
    expect(paid.statusCode).toBe(200);
    expect(await balanceOf(t, token)).toBe('4000.00');
    expect((await requestWithdrawal(t, token, { ...WITHDRAWAL, pin: PIN }, { idempotencyKey: randomUUID() })).statusCode).toBe(200);
    expect(await balanceOf(t, token)).toBe('3000.00');
  });

  it('answers a repeat under the same key, approved afresh after no answer, with the first answer: the money moves once', async () => {
    const token = await customerWithWallet(t, 'approve-again@example.com', 5000);
    const { authenticator } = await addPasskey(token);
    const first = await approvalFor(token, 'withdrawal', WITHDRAWAL);
    const paid = await withdrawWithPasskey(token, authenticator.assert(first.challenge, ORIGIN), first.key);
    expect(paid.statusCode).toBe(200);
    // The answer was lost; the app asks for a new challenge for the same key and sends again.
    const again = await approvalFor(token, 'withdrawal', WITHDRAWAL, first.key);
    const repeat = await withdrawWithPasskey(token, authenticator.assert(again.challenge, ORIGIN), first.key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(paid.json());
    expect(await balanceOf(t, token)).toBe('4000.00');
  });

  it('approves airtime, a cash-out, data, electricity, cable and units of a plan the same way', async () => {
    const token = await customerWithWallet(t, 'approve-bills@example.com', 200_000);
    const { authenticator } = await addPasskey(token);
    const airtime = { network: '01', number: '08031234567', amount: '500' };
    const { challenge, key } = await approvalFor(token, 'airtime', airtime);
    const bought = await request(t, billsEndpoints.buyAirtime, {
      token,
      idempotencyKey: key,
      body: { ...airtime, passkey: authenticator.assert(challenge, ORIGIN) },
    });
    expect(bought.statusCode).toBe(200);
    expect(await balanceOf(t, token)).toBe('199500.00');

    // Nothing to cash out, but the passkey was accepted: the refusal is the cash-out's own, not the PIN's.
    const cashout = await approvalFor(token, 'cashout', {});
    const refused = await request(t, investmentEndpoints.cashoutReturns, {
      token,
      idempotencyKey: cashout.key,
      body: { passkey: authenticator.assert(cashout.challenge, ORIGIN) },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ status: 'error', message: INVESTMENT_TEXTS.nothingToCashOut });

    // Data, electricity, cable and units of a plan, each bound to its own subject.
    const bills = billsOf(t, token);
    for (const number of ['45012345678', '45012345670']) expect((await bills.verifyMeter(number)).statusCode).toBe(200);
    for (const number of ['7023456789', '7023456780']) expect((await bills.verifyCard(number)).statusCode).toBe(200);
    const plan = await testPlan(t);
    const withoutPin = <B extends { pin?: string }>({ pin: _pin, ...body }: B) => body;
    // Each with the same action for another destination (or number of units), which its signature must not approve.
    const actions = [
      { kind: 'data', endpoint: billsEndpoints.buyData, body: withoutPin(BODIES.data('08031234567')), other: { number: '08031234568' }, costs: '1500.00' },
      {
        kind: 'electricity',
        endpoint: billsEndpoints.buyElectricity,
        body: withoutPin(BODIES.electricity('45012345678')),
        other: { MeterNo: '45012345670' },
        costs: '2500.00',
      },
      {
        kind: 'cable',
        endpoint: billsEndpoints.buyCable,
        body: withoutPin(BODIES.cable('7023456789')),
        other: { SmartCardNo: '7023456780' },
        costs: '5800.00',
      },
      {
        kind: 'investment',
        endpoint: investmentEndpoints.createInvestment,
        body: { howmany: '1', plan: String(plan.id) },
        other: { howmany: '2' },
        costs: '150000.00',
      },
    ] as const;
    let balance = 199_500;
    for (const { kind, endpoint, body, other, costs } of actions) {
      const { challenge, key } = await approvalFor(token, kind, body as ApprovalBodies[typeof kind]);
      const assertion = authenticator.assert(challenge, ORIGIN);
      const elsewhere = await request(t, endpoint, { token, idempotencyKey: key, raw: { body: { ...body, ...other, passkey: assertion } } });
      // Refused as a wrong PIN; the approval that follows starts the count again.
      expect(elsewhere.json(), kind).toEqual({ status: 'error', code: ERROR_CODES.wrongPin, message: PIN_TEXTS.wrongPin(4) });
      expect(elsewhere.statusCode, kind).toBe(422);

      const fresh = await approvalFor(token, kind, body as ApprovalBodies[typeof kind]);
      const done = await request(t, endpoint, {
        token,
        idempotencyKey: fresh.key,
        raw: { body: { ...body, passkey: authenticator.assert(fresh.challenge, ORIGIN) } },
      });
      expect(done.statusCode, `${kind}: ${done.body}`).toBe(200);
      balance -= Number(costs);
      expect(await balanceOf(t, token), kind).toBe(balance.toFixed(2));
    }
  });

  it("refuses a challenge issued for another withdrawal (amount, account number, key), a replay and an expired one as a wrong PIN, counted towards the PIN's lock", async () => {
    const token = await customerWithWallet(t, 'misused@example.com', 10_000);
    const { authenticator } = await addPasskey(token);
    const wrongPin = (left: number) => ({ status: 'error', message: PIN_TEXTS.wrongPin(left), code: ERROR_CODES.wrongPin });

    const otherAmount = await approvalFor(token, 'withdrawal', WITHDRAWAL);
    expect((await withdrawWithPasskey(token, authenticator.assert(otherAmount.challenge, ORIGIN), otherAmount.key, { amount: '2000' })).json()).toEqual(
      wrongPin(4),
    );

    const otherAccount = await approvalFor(token, 'withdrawal', WITHDRAWAL);
    expect(
      (await withdrawWithPasskey(token, authenticator.assert(otherAccount.challenge, ORIGIN), otherAccount.key, { accountnumber: '0123456780' })).json(),
    ).toEqual(wrongPin(3));

    const otherKey = await approvalFor(token, 'withdrawal', WITHDRAWAL);
    expect((await withdrawWithPasskey(token, authenticator.assert(otherKey.challenge, ORIGIN), randomUUID())).json()).toEqual(wrongPin(2));

    // The right one goes through and clears the count...
    const right = await approvalFor(token, 'withdrawal', WITHDRAWAL);
    const signed = authenticator.assert(right.challenge, ORIGIN);
    expect((await withdrawWithPasskey(token, signed, right.key)).statusCode).toBe(200);
    // ...and its signature approves nothing else: not a second withdrawal under a new key.
    expect((await withdrawWithPasskey(token, signed, randomUUID())).json()).toEqual(wrongPin(4));

    const expired = await approvalFor(token, 'withdrawal', WITHDRAWAL);
    t.clock.advance(CHALLENGE_TTL_MS + 1000);
    expect((await withdrawWithPasskey(token, authenticator.assert(expired.challenge, ORIGIN), expired.key)).json()).toEqual(wrongPin(3));

    // A challenge for a withdrawal approves no purchase, even one under the same key.
    const forWithdrawal = await approvalFor(token, 'withdrawal', WITHDRAWAL);
    const airtime = await request(t, billsEndpoints.buyAirtime, {
      token,
      idempotencyKey: forWithdrawal.key,
      body: { network: '01', number: '08031234567', amount: '1000', passkey: authenticator.assert(forWithdrawal.challenge, ORIGIN) },
    });
    expect(airtime.json()).toEqual(wrongPin(2));

    const noKey = await approvalFor(token, 'withdrawal', WITHDRAWAL);
    expect((await requestWithdrawal(t, token, { ...WITHDRAWAL, pin: undefined, passkey: authenticator.assert(noKey.challenge, ORIGIN) })).json()).toEqual(
      wrongPin(1),
    );

    // The fifth refusal locks PIN use: the PIN itself is refused now too.
    const fifth = await approvalFor(token, 'withdrawal', WITHDRAWAL);
    const locked = await withdrawWithPasskey(token, authenticator.assert(fifth.challenge, ORIGIN), fifth.key, { amount: '999' });
    expect(locked.json()).toMatchObject({ code: ERROR_CODES.pinLocked, message: PIN_TEXTS.locked(30) });
    expect((await requestWithdrawal(t, token, { ...WITHDRAWAL, pin: PIN }, { idempotencyKey: randomUUID() })).json().code).toBe(ERROR_CODES.pinLocked);
    expect(await balanceOf(t, token)).toBe('9000.00');
  });

  it('refuses a removed passkey, which the customer is told about', async () => {
    const token = await customerWithWallet(t, 'removed@example.com', 5000);
    const { authenticator, passkey } = await addPasskey(token, softAuthenticator(), 'Old phone');
    const pending = await approvalFor(token, 'withdrawal', WITHDRAWAL);
    const signIn = await signInOptions();
    expect((await answer(t, passkeyEndpoints.removePasskey, { token, body: { id: passkey.id } })).message).toBe(PASSKEY_TEXTS.removed);
    expect((await notificationsOf(t, token))[0]?.title).toBe('A passkey was removed from your account');
    expect((await mailsTo('A passkey was removed from your account')).map((mail) => mail.recipient)).toContain('removed@example.com');

    expect((await withdrawWithPasskey(token, authenticator.assert(pending.challenge, ORIGIN), pending.key)).json().code).toBe(ERROR_CODES.wrongPin);
    expect((await request(t, passkeyEndpoints.passkeySignIn, { body: authenticator.assert(signIn.challenge, ORIGIN) })).json().message).toBe(
      PASSKEY_TEXTS.signInFailed,
    );
    expect((await request(t, passkeyEndpoints.removePasskey, { token, body: { id: passkey.id } })).json().message).toBe(PASSKEY_TEXTS.notFound);
    expect(await balanceOf(t, token)).toBe('5000.00');
  });
});

describe('what removes every passkey', () => {
  it('a change of password removes every passkey and tells the customer', async () => {
    const token = await customerWithWallet(t, 'password-change@example.com', 0);
    const { authenticator } = await addPasskey(token);
    await addPasskey(token);
    await answer(t, profileEndpoints.changePassword, { token, body: { oldpassword: PASSWORD, password: 'a brand new pw' } });
    expect((await answer(t, passkeyEndpoints.passkeys, { token })).data).toEqual([]);
    const told = PASSKEY_NOTES.allRemoved(2, 'your password was changed', '').title;
    expect((await notificationsOf(t, token)).map((note) => note.title)).toContain(told);
    expect((await mailsTo(told)).map((mail) => mail.recipient)).toContain('password-change@example.com');
    expect((await request(t, passkeyEndpoints.passkeySignIn, { body: authenticator.assert((await signInOptions()).challenge, ORIGIN) })).statusCode).toBe(422);
  });

  it('a PIN reset removes them too, and tells the customer', async () => {
    const token = await customerWithWallet(t, 'pin-reset@example.com', 0);
    await addPasskey(token);
    await answer(t, profileEndpoints.forgotPin, { token, body: { password: PASSWORD } });
    const otp = await latestOtp(t.database, 'pin-reset@example.com', 'pin');
    await answer(t, profileEndpoints.resetPin, { token, body: { otp, pin: '4321', pin_confirmation: '4321' } });
    expect((await answer(t, passkeyEndpoints.passkeys, { token })).data).toEqual([]);
    expect((await notificationsOf(t, token)).map((note) => note.title)).toContain('Your passkeys were removed');
    expect((await mailsTo('Your passkeys were removed')).map((mail) => mail.recipient)).toContain('pin-reset@example.com');
  });

  it('an account deletion removes them too, and mails the address the customer had', async () => {
    const token = await customerWithWallet(t, 'deleting@example.com', 0);
    await addPasskey(token);
    await answer(t, customerEndpoints.deleteAccount, { token });
    expect((await mailsTo('Your passkeys were removed')).map((mail) => mail.recipient)).toContain('deleting@example.com');
  });
});

describe('rate limits', () => {
  it('limits passkey sign-ins per address and passkey, and approval challenges per customer', async () => {
    const token = await customerWithWallet(t, 'limited@example.com', 0);
    const { authenticator } = await addPasskey(token);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.passkeyLogin.max; i += 1) {
      const assertion = authenticator.assert((await signInOptions()).challenge, ORIGIN);
      statuses.push((await request(t, passkeyEndpoints.passkeySignIn, { body: assertion, remoteAddress: '10.9.8.7' })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMITS.passkeyLogin.max).fill(200), 429]);
    // Another address is not held back by this one.
    const elsewhere = authenticator.assert((await signInOptions()).challenge, ORIGIN);
    expect((await request(t, passkeyEndpoints.passkeySignIn, { body: elsewhere, remoteAddress: '10.9.8.8' })).statusCode).toBe(200);

    const asked: number[] = [];
    for (let i = 0; i <= CUSTOMER_RATE_LIMITS.passkey.max; i += 1) {
      const body = { kind: 'withdrawal' as const, ...APPROVAL_SUBJECTS.withdrawal(WITHDRAWAL), idempotency_key: randomUUID() };
      asked.push((await request(t, passkeyEndpoints.approvalOptions, { token, body })).statusCode);
    }
    expect(asked).toEqual([...Array<number>(CUSTOMER_RATE_LIMITS.passkey.max).fill(200), 429]);
  });
});
