import { describe, expect, it } from 'vitest';
import { BILL_FIELD_TEXTS } from '@contract/bill-fields';
import { airtimeProblem, cardProblem, dataProblem, electricityAmountProblem, meterProblem, rangeHint, verificationKey, wholeNaira } from './rules';

const AIRTIME = { min_kobo: 5_000, max_kobo: 20_000_000 };
const ELECTRICITY = { min_kobo: 100_000, max_kobo: 20_000_000 };

describe('bill form rules', () => {
  it('asks for every airtime field, then whole naira within the range GET config gave, then a Nigerian number', () => {
    const valid = { network: '01', number: '08031234567', amount: '500' };
    expect(airtimeProblem(valid, AIRTIME)).toBeNull();
    expect(airtimeProblem({ ...valid, number: '+2348031234567' }, AIRTIME)).toBeNull();
    for (const field of ['network', 'number', 'amount'] as const) {
      expect(airtimeProblem({ ...valid, [field]: ' ' }, AIRTIME)).toBe('Please fill all fields.');
    }
    for (const amount of ['50.5', 'abc', '0']) expect(airtimeProblem({ ...valid, amount }, AIRTIME)).toBe(BILL_FIELD_TEXTS.wholeNaira);
    for (const amount of ['49', '200001']) expect(airtimeProblem({ ...valid, amount }, AIRTIME)).toBe('The amount must be from ₦50 to ₦200,000.');
    expect(airtimeProblem({ ...valid, amount: '50' }, AIRTIME)).toBeNull();
    expect(airtimeProblem({ ...valid, amount: '200000' }, AIRTIME)).toBeNull();
    // Before GET config has answered, the server alone holds the range.
    expect(airtimeProblem({ ...valid, amount: '49' }, undefined)).toBeNull();
    expect(airtimeProblem({ ...valid, number: '0803123456' }, AIRTIME)).toBe(BILL_FIELD_TEXTS.phone);
  });

  it('asks for the data network, plan and number', () => {
    const valid = { network: '02', number: '08051234567', plan: '1000.0' };
    expect(dataProblem(valid)).toBeNull();
    expect(dataProblem({ ...valid, plan: '' })).toBe('Please fill all fields.');
    expect(dataProblem({ ...valid, number: '12345' })).toBe(BILL_FIELD_TEXTS.phone);
  });

  it('words the electricity and cable checks as docs/product.md §Validation does, with the number lengths the server holds', () => {
    expect(meterProblem('', '45012345678')).toBe('Fill in the form fields.');
    expect(meterProblem('02', '')).toBe('Fill in the form fields.');
    expect(meterProblem('02', '12345')).toBe(BILL_FIELD_TEXTS.meterNumber);
    expect(meterProblem('02', '45012345678')).toBeNull();
    expect(cardProblem('02', '')).toBe('Fill in the form fields.');
    expect(cardProblem('02', '702345678')).toBe(BILL_FIELD_TEXTS.cardNumber);
    expect(cardProblem('02', '7023456789')).toBeNull();
    expect(electricityAmountProblem('', ELECTRICITY)).toBe('Fill in the form fields.');
    expect(electricityAmountProblem('1500.50', ELECTRICITY)).toBe(BILL_FIELD_TEXTS.wholeNaira);
    expect(electricityAmountProblem('1500', ELECTRICITY)).toBeNull();
    expect(electricityAmountProblem('999', ELECTRICITY)).toBe('The amount must be from ₦1,000 to ₦200,000.');
    expect(electricityAmountProblem('200001', ELECTRICITY)).toBe('The amount must be from ₦1,000 to ₦200,000.');
    expect(rangeHint(ELECTRICITY)).toBe('From ₦1,000 to ₦200,000, in whole naira.');
  });

  it('reads whole naira typed as digits only', () => {
    expect(wholeNaira(' 3000 ')).toBe(3000);
    expect([wholeNaira('0'), wholeNaira('30.00'), wholeNaira('-5'), wholeNaira('1e3')]).toEqual([null, null, null, null]);
  });

  it('keys a verification by every value it checked', () => {
    expect(verificationKey('02', '01', '45012345678')).not.toBe(verificationKey('02', '02', '45012345678'));
  });
});
