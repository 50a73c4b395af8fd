import { describe, expect, it } from 'vitest';
import { reviewRows } from './billDisplay';
import type { BillReview } from './reviewState';

const plan = { PRODUCT_ID: '1000.0', PRODUCT_NAME: '1 GB - 30 days', PRODUCT_AMOUNT: '280.00' };
const bouquet = { PACKAGE_ID: 'gotv-jolli', PACKAGE_NAME: 'GOtv Jolli', PACKAGE_AMOUNT: '4850.00' };

describe('how a bill reads', () => {
  it('shows the rows of docs/product.md §Utility bills for each bill, amounts in whole naira, names for codes', () => {
    const rows = (review: BillReview) => reviewRows(review).map(([label, value]) => `${label}: ${value}`);
    expect(rows({ kind: 'airtime', network: '04', number: '08031234567', amount: '1500' })).toEqual([
      'Bill Type: Airtime',
      'Bill Number: 08031234567',
      'Amount: ₦1,500',
      'Biller: AIRTEL',
    ]);
    expect(rows({ kind: 'data', network: '03', number: '08091234567', plan })).toEqual([
      'Network: 9MOBILE',
      'Bill Number: 08091234567',
      'Amount: ₦280',
      'Biller: 9MOBILE',
      'Data Plan: 1 GB - 30 days',
    ]);
    expect(rows({ kind: 'electricity', company: '05', meterType: '02', meterno: '1234567', amount: '20000', customerName: 'ADA OBI' })).toEqual([
      'Type: POSTPAID',
      'Meter Number: 1234567',
      'Customer: ADA OBI',
      'Amount: ₦20,000',
      'Provider: Portharcourt',
    ]);
    expect(rows({ kind: 'cable', cable: '02', smartcard: '7023456789', plan: bouquet, customerName: 'ADA OBI' })).toEqual([
      'Customer: ADA OBI',
      'Smart Card Number: 7023456789',
      'Amount: ₦4,850',
      'Provider: GOtv',
      'Package: GOtv Jolli',
    ]);
  });
});
