import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn, parseDob, profileEndpoints, UpdateProfileRequest } from '../../../contract';
import { customers } from '../../db/schema';
import { parseInput } from '../../lib/validate';
import { answer, request } from '../../test/client';
import { DETAILS, createTestApp, signUpAndLogin, type TestApp } from '../../test/harness';
import { principalOf } from '../../test/services';
import { updateProfile } from './details';
import { PROFILE_TEXTS } from './texts';

let t: TestApp;
let customerId: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUpAndLogin(t, 'profile@example.com'));
  ({ customerId } = await principalOf(t, token));
});
afterAll(() => t.close());

const VALID = { firstname: 'Ọlámidé', lastname: "O'Neil-Adébáyọ̀", dob: '7-Mar-1990', address: '4 Broad Street, Lagos Island' };

/** POST customer/updateprofile as the app sends it; the answer of a success. */
const update = (body: UpdateProfileRequest) => answer(t, profileEndpoints.updateProfile, { token, body });

/** The 422's message(s) of a refused update, whatever was sent. */
const refusal = async (body: unknown) => {
  const res = await request(t, profileEndpoints.updateProfile, { token, raw: { body } });
  expect(res.statusCode).toBe(422);
  return res.json<{ message: string | string[] }>().message;
};

const stored = async () => {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
  return row!;
};

describe('POST customer/updateprofile', () => {
  it('saves names with accents, hyphens and apostrophes, the date of birth and the address; e-mail and phone stay', async () => {
    const answer = await update({ ...VALID, firstname: '  Ọlámidé ' });
    expect(answer).toMatchObject({ status: 'success', message: PROFILE_TEXTS.updated });
    expect(answer.customer).toMatchObject({ ...VALID, email: 'profile@example.com', phonenumber: DETAILS.phonenumber });
    const row = await stored();
    expect(row).toMatchObject({ firstname: 'Ọlámidé', lastname: VALID.lastname, dob: '1990-03-07', address: VALID.address });
  });

  it('refuses an e-mail or phone number sent along: the contract refuses unknown fields', async () => {
    expect(await refusal({ ...VALID, email: 'thief@example.com', phonenumber: '08000000000' })).toEqual([
      'The email field is invalid.',
      'The phonenumber field is invalid.',
    ]);
    expect((await stored()).email).toBe('profile@example.com');
  });

  it('names every missing field', async () => {
    expect(await refusal({})).toEqual([
      'The firstname field is required.',
      'The lastname field is required.',
      'The dob field is required.',
      'The address field is required.',
    ]);
  });

  it('refuses names with digits, symbols or nothing but separators, and names over 50 characters', async () => {
    const namesOnly = 'The first name may only contain letters, spaces, hyphens and apostrophes.';
    expect(await refusal({ ...VALID, firstname: 'Ada2' })).toEqual([namesOnly]);
    expect(await refusal({ ...VALID, firstname: '<script>' })).toEqual([namesOnly]);
    expect(await refusal({ ...VALID, firstname: "-' -" })).toEqual([namesOnly]);
    expect(await refusal({ ...VALID, firstname: '   ' })).toEqual(['The first name field is required.']);
    expect(await refusal({ ...VALID, lastname: 'a'.repeat(51) })).toEqual(['The last name may not be longer than 50 characters.']);
    // The cap is checked before the pattern, so a long value is cheap to refuse (past 4 KB the body is a 413).
    expect(await refusal({ ...VALID, lastname: '9'.repeat(3000) })).toEqual(['The last name may not be longer than 50 characters.']);
    expect(await update({ ...VALID, lastname: 'a'.repeat(50) })).toMatchObject({ customer: { lastname: 'a'.repeat(50) } });
  });

  it('refuses a date of birth that is not day-Mon-year or not a real day', async () => {
    const wrongForm = ['The date of birth must be a real date written like 7-Mar-1990.'];
    for (const dob of ['1990-03-07', '07/03/1990', '31-Feb-1990', '29-Feb-1991', '7-March-1990', '7-Mar-90', '0-Mar-1990', '7-Mar-1899', 'x'.repeat(3000)]) {
      expect(await refusal({ ...VALID, dob })).toEqual(dob.length > 20 ? ['The date of birth may not be longer than 20 characters.'] : wrongForm);
    }
    expect(await update({ ...VALID, dob: '29-feb-1992' })).toMatchObject({ customer: { dob: '29-Feb-1992' } });
    expect(await update({ ...VALID, dob: '07-Mar-1990' })).toMatchObject({ customer: { dob: '7-Mar-1990' } });
  });

  it('refuses anyone under 18 on the Lagos calendar day, and changes nothing', async () => {
    // The clock reads 2026-11-21 09:00 UTC, 10:00 in Lagos.
    const before = await stored();
    expect(await refusal({ ...VALID, firstname: 'Young', dob: '22-Nov-2008' })).toBe(PROFILE_TEXTS.tooYoung);
    expect(await refusal({ ...VALID, firstname: 'Young', dob: '1-Jan-2030' })).toBe(PROFILE_TEXTS.tooYoung);
    expect(await stored()).toEqual(before);
    expect(await update({ ...VALID, dob: '21-Nov-2008' })).toMatchObject({ customer: { dob: '21-Nov-2008' } });
  });

  it('counts the birthday in Lagos: at 23:30 UTC the Lagos day has already turned', async () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    const input = parseInput(UpdateProfileRequest, { ...VALID, dob: '22-Nov-2008' });
    expect((await updateProfile(t.database.db, customerId, input, lateEvening)).customer.dob).toBe('22-Nov-2008');
    const earlier = new Date('2026-11-21T22:30:00Z');
    await expect(updateProfile(t.database.db, customerId, input, earlier)).rejects.toThrow(PROFILE_TEXTS.tooYoung);
  });

  it('refuses an address over 200 characters and a blank one', async () => {
    expect(await refusal({ ...VALID, address: 'a'.repeat(201) })).toEqual(['The address may not be longer than 200 characters.']);
    expect(await refusal({ ...VALID, address: ' ' })).toEqual(['The address field is required.']);
  });

  it('refuses a terminal escape code or a C1 control character in the address, and changes nothing', async () => {
    const before = await stored();
    const controls = ['The address may not contain control characters.'];
    expect(await refusal({ ...VALID, address: '4 Broad Street\u001b[31m, Lagos' })).toEqual(controls);
    expect(await refusal({ ...VALID, address: '4 Broad Street\u0085Lagos Island' })).toEqual(controls);
    expect(await refusal({ ...VALID, firstname: 'Ada\u009b', address: '4 Broad Street\r\nLagos' })).toEqual([
      'The first name may not contain control characters.',
      ...controls,
    ]);
    expect(await stored()).toEqual(before);
  });
});

describe('dates of birth', () => {
  it('reads day-Mon-year into an ISO date and counts whole years', () => {
    expect(parseDob('7-Mar-1990')).toBe('1990-03-07');
    expect(parseDob('31-DEC-2001')).toBe('2001-12-31');
    expect(parseDob('31-Apr-2001')).toBeNull();
    expect(parseDob('7-Mar-1990-1')).toBeNull();
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    // Born on 29 February: a year older on 1 March when the year has none.
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
