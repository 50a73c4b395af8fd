import { describe, expect, it } from 'vitest';
import { accountLookup, amountProblem, checkoutTarget, needsBank } from './rules';

const INVALID = 'Please enter a valid amount.';
const words = { tooLittle: (min: string) => `At least ${min}.`, tooMuch: (max: string) => `At most ${max}.` };
const RANGE = { min_kobo: 20_00, max_kobo: 10_000_000_00 };

describe('amount rule', () => {
  it('takes naira above 0.9 with at most two decimals', () => {
    for (const ok of ['0.91', '1', ' 2500 ', '1000.5', '1000.50']) expect(amountProblem(ok, undefined, words), ok).toBeNull();
  });

  it('refuses 0.9 and below, blanks, words and what the server would refuse', () => {
    for (const bad of ['', ' ', '0', '0.9', '0.90', '-5', 'abc', '1,000', '10.555', '1e3', 'NaN']) {
      expect(amountProblem(bad, undefined, words), bad).toBe(INVALID);
    }
  });

  it('holds the amount to the range GET config gave, both ends included, naming the end it passed', () => {
    expect(amountProblem('20', RANGE, words)).toBeNull();
    expect(amountProblem('10000000', RANGE, words)).toBeNull();
    expect(amountProblem('19.99', RANGE, words)).toBe('At least ₦20.');
    expect(amountProblem('0.9', RANGE, words)).toBe(INVALID);
    expect(amountProblem('10000000.01', RANGE, words)).toBe('At most ₦10,000,000.');
  });
});

describe('withdraw account number', () => {
  it('looks the name up only for exactly ten digits and a bank', () => {
    expect(accountLookup('0123456789', '058')).toEqual({ accountnumber: '0123456789', bank: '058' });
    expect(accountLookup('012345678', '058')).toBeNull();
    expect(accountLookup('0123456789', '')).toBeNull();
  });

  it('asks for a bank once ten digits are typed without one', () => {
    expect(needsBank('0123456789', '')).toBe(true);
    expect(needsBank('012345678', '')).toBe(false);
    expect(needsBank('0123456789', '058')).toBe(false);
  });
});

describe('checkout address', () => {
  it('accepts absolute web addresses only', () => {
    expect(checkoutTarget('https://checkout.example.com/pay/1')).toBe('https://checkout.example.com/pay/1');
    expect(checkoutTarget('http://localhost:8080/sandbox/checkout/FVD1')).toBe('http://localhost:8080/sandbox/checkout/FVD1');
    for (const bad of ['', '/sandbox/checkout/FVD1', 'javascript:alert(1)', 'data:text/html,hi', 'not a url']) {
      expect(checkoutTarget(bad), bad).toBeUndefined();
    }
  });
});
