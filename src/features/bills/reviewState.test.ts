import { describe, expect, it } from 'vitest';
import { reviewFrom } from './reviewState';

describe('a review in navigation state', () => {
  it('takes only a well-formed review of its own bill from navigation state', () => {
    const airtime = { kind: 'airtime', network: '01', number: '08031234567', amount: '500' };
    expect(reviewFrom('airtime', { bill: airtime })).toEqual(airtime);
    expect(reviewFrom('data', { bill: airtime })).toBeNull();
    expect(reviewFrom('airtime', { bill: { ...airtime, amount: 500 } })).toBeNull();
    expect(reviewFrom('airtime', {})).toBeNull();
    expect(reviewFrom('airtime', undefined)).toBeNull();
  });
});
