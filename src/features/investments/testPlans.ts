import type { Plan, UserInvestment } from '@contract/investments';

/** A plan as GET customer/fetchplans returns one. */
export const planFixture = (changes: Partial<Plan> = {}): Plan => ({
  id: 2,
  name: 'Bajaj Boxer Riders (weekly)',
  amount: '75000.00',
  percentage: 9.5,
  no_of: 26,
  duration: 1,
  returns: '3158.65',
  category: 1,
  status: 1,
  proposedmaturitydate: '2027-05-24T23:00:00.000Z',
  which: 1,
  units_available: 300,
  ...changes,
});

/** An investment as GET customer/investment/fetchall returns one. */
export const investmentFixture = (changes: Partial<UserInvestment> = {}): UserInvestment => ({
  id: 7,
  reference: 'FVI0000007',
  status: 1,
  plan: planFixture(),
  units: 2,
  cost: '150000.00',
  totalreturn: '164250.00',
  paidsofar: '6317.30',
  payoutsmade: 1,
  nextpaymentdate: '2026-12-07T23:00:00.000Z',
  startdate: '2026-11-23T23:00:00.000Z',
  stopdate: '2027-05-24T23:00:00.000Z',
  lastpaymentdate: '2026-11-30T23:00:00.000Z',
  created_at: '2026-11-23T10:00:00.000Z',
  ...changes,
});
