import { validate, type Failure, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ForgotPinRequest, UpdateProfileRequest } from './account';
import { GetStartedRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from './auth';
import { DataRequest } from './bills';
import { FIELD_TEXTS, LIMITS, required, text } from './fields';

/** The first failure of `value` (coerced, as the server reads it), or undefined when the struct takes it. */
const failureOf = <T, S>(struct: Struct<T, S>, value: unknown): Failure | undefined => validate(value, struct, { coerce: true })[0]?.failures()[0];
const messageOf = <T, S>(struct: Struct<T, S>, value: unknown): string | undefined => failureOf(struct, value)?.message;

/** Every control character: C0, DEL and C1, including the ones a terminal or a browser acts on. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
];

describe('free text refuses control characters', () => {
  const address = required('address', LIMITS.address);
  const refused = FIELD_TEXTS.controlCharacters('address');

  it('refuses each of the 65 C0, DEL and C1 characters anywhere in the text, naming the field', () => {
    expect(CONTROLS).toHaveLength(65);
    for (const control of CONTROLS) {
      const code = `U+${control.charCodeAt(0).toString(16)}`;
      expect(messageOf(address, `12 Marina${control} Road`), code).toBe('The address may not contain control characters.');
      expect(messageOf(address, `${control}12 Marina Road`), code).toBe(refused);
    }
  });

  it('refuses the escape code and the next-line character a hostile address carried', () => {
    expect(messageOf(address, '12 Marina Road\u001b[31m')).toBe(refused);
    expect(messageOf(address, '12 Marina Road\u0085Lagos')).toBe(refused);
  });

  it('takes the characters either side of the control ranges, letters of any alphabet and emoji', () => {
    for (const value of [' 12 Marina Road ~', 'No.\u00a012 \u00a1Ọlámidé Adébáyọ̀', 'Ilé 5 — Àbúlé Ẹgbá 🏠']) {
      expect(messageOf(address, value), value).toBeUndefined();
    }
  });

  it('measures the length first, so a long string is refused by its cap, never read further', () => {
    expect(messageOf(address, `\u001b${'a'.repeat(LIMITS.address)}`)).toBe('The address may not be longer than 200 characters.');
  });

  it('refuses them before the field is found blank or its own pattern reads it', () => {
    expect(messageOf(address, '\t')).toBe(refused);
    const otp = text('OTP', LIMITS.code, (v) => v === '123456' || 'The OTP must be 6 digits.');
    expect(messageOf(otp, '12345\u0085')).toBe(FIELD_TEXTS.controlCharacters('OTP'));
  });
});

describe('every field a customer types refuses control characters', () => {
  /** A request's name, how its struct judges a body, and a body it takes. */
  const sample = <T, S>(name: string, struct: Struct<T, S>, body: Record<string, string>) =>
    [name, (value: unknown) => failureOf(struct, value), body] as const;
  const samples = [
    sample('updateprofile', UpdateProfileRequest, { firstname: 'Ada', lastname: 'Obi', dob: '7-Mar-1990', address: '12 Marina Road' }),
    sample('register', RegisterRequest, {
      otp: '123456',
      email: 'ada@example.com',
      phonenumber: '08031234567',
      firstname: 'Ada',
      lastname: 'Obi',
      location: 'Lagos',
      address: '12 Marina Road',
      city: 'Lagos Island',
      confirmedtime: '1',
    }),
    sample('login', LoginRequest, { uniqueid: 'ada@example.com', password: 'long enough pw' }),
    sample('getstarted', GetStartedRequest, { email: 'ada@example.com', password: 'long enough pw' }),
    sample('buydata', DataRequest, {
      pin: '1234',
      network: '01',
      number: '08031234567',
      amount: '1500',
      productCode: 'MTN-2GB-30D',
      productName: '2GB - 30 days',
    }),
  ];
  const passwords = new Set(['password']);
  /** An id or an amount may arrive as a JSON number too: text that is neither is refused as not one. */
  const numbers = new Set(['confirmedtime', 'amount']);

  for (const [name, judge, body] of samples) {
    it(`refuses an escape code or a C1 character in each field of ${name}, text with the control-character message`, () => {
      expect(judge(body), name).toBeUndefined();
      for (const field of Object.keys(body).filter((key) => !passwords.has(key))) {
        for (const control of ['\u001b', '\u0085']) {
          const failure = judge({ ...body, [field]: `${body[field]!.slice(0, 1)}${control}${body[field]!.slice(1)}` });
          expect(failure?.key, `${field} U+${control.charCodeAt(0).toString(16)}`).toBe(field);
          if (!numbers.has(field)) expect(failure?.message, field).toMatch(/^The .+ may not contain control characters\.$/);
        }
      }
    });
  }

  it('takes any character in a password, which is only hashed: a sign-in must match what was chosen', () => {
    expect(messageOf(LoginRequest, { uniqueid: 'ada@example.com', password: 'long\u001benough' })).toBeUndefined();
    expect(messageOf(GetStartedRequest, { email: 'ada@example.com', password: 'long\u0085enough' })).toBeUndefined();
    expect(messageOf(ForgotPinRequest, { password: 'pass\tword' })).toBeUndefined();
    const reset = { otp: '123456', email: 'ada@example.com', password: 'long\u0085enough', password_confirmation: 'long\u0085enough' };
    expect(messageOf(ResetPasswordRequest, reset)).toBeUndefined();
  });
});
