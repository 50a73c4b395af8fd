import type { EndpointName, ENDPOINTS, RequestOf } from '../../contract';
import { DETAILS } from './harness';

/**
 * A request each endpoint of the contract accepts as far as validation goes, typed by the
 * contract: an endpoint added without a sample here does not compile, so the sweeps that start
 * from these samples (hostile input, the session check, reachability) cover every endpoint.
 */
export type Samples = { [N in EndpointName]: RequestOf<(typeof ENDPOINTS)[N]> };

export const samples = (email: string): Samples => ({
  login: { body: { uniqueid: email, password: 'long enough pw' } },
  getStarted: { body: { email, password: 'long enough pw' } },
  checkOtp: { body: { email, otp: '123456', type: 'register' } },
  callTimes: {},
  register: { body: { ...DETAILS, email, otp: '123456' } },
  forgotPassword: { body: { email } },
  resetPassword: { body: { email, otp: '123456', password: 'long enough pw', password_confirmation: 'long enough pw' } },
  config: {},
  legalPage: { params: { page: 'privacy-policy' } },
  reportVitals: { body: { route: '/login', connection: '4g', metrics: [{ name: 'LCP', value: 1234.5 }] } },
  customer: {},
  logout: {},
  deleteAccount: {},
  updateProfile: { body: { firstname: 'Ada', lastname: "O'Neil-Okafor", dob: '7-Mar-1990', address: '12 Marina Road, Lagos' } },
  changeProfilePicture: {},
  picture: { params: { file: `${'0'.repeat(64)}.webp` } },
  changePassword: { body: { oldpassword: 'long enough pw', password: 'another long pw' } },
  sessions: {},
  revokeSession: { body: { id: 1 } },
  forgotPin: { body: { password: 'long enough pw' } },
  resetPin: { body: { otp: '123456', pin: '1234', pin_confirmation: '1234' } },
  investmentSummary: {},
  investmentCount: {},
  plans: {},
  calculator: { body: { planid: 1, howmany: '2.5' } },
  createInvestment: { body: { pin: '1234', howmany: '1', plan: '1' } },
  investments: {},
  cashoutReturns: { body: { pin: '1234' } },
  recentTransactions: {},
  transactionPage: { query: { page: 1, perpage: '10' } },
  transaction: { params: { id: 1 } },
  receipt: { params: { id: 1 } },
  revokeReceipt: { params: { id: 1 } },
  statement: { query: { from: '2026-10-01', to: '2026-10-31', format: 'pdf' } },
  emailStatement: { body: { from: '2026-10-01', to: '2026-10-31', format: 'csv' } },
  notificationPage: { query: { page: 1, read: '0', which: 1, type: 1 } },
  markRead: { body: { notificationid: '1' } },
  markAllRead: { body: {} },
  liveEvents: {},
  setPin: { body: { pin: '1234', pin_confirmation: '1234' } },
  changePin: { body: { oldpin: '1234', newpin: '4321' } },
  fundAccount: { body: { amount: '100', payfrom: '2' } },
  verifyPayment: { body: { tx_ref: 'FV-NO-SUCH-REF' } },
  banks: {},
  accountDetails: { query: { accountnumber: '0123456789', bank: '044' } },
  makeWithdrawal: { body: { amount: '100', bank: '044', accountnumber: '0123456789', pin: '1234' } },
  dataPlans: { params: { network: 'MTN' } },
  electricCompanies: {},
  cableProviders: {},
  cablePackages: { params: { code: '02' } },
  verifyMeter: { body: { meterno: '45012345678', code: '02', MeterType: '01' } },
  verifySmartCard: { body: { SmartCardNo: '7023456789', CableTV: '02' } },
  buyAirtime: { body: { pin: '1234', network: '01', number: '08031234567', amount: '500' } },
  buyData: { body: { pin: '1234', network: '01', number: '08031234567', amount: '1500', productCode: 'MTN-2GB-30D', productName: '2GB - 30 days' } },
  buyElectricity: { body: { pin: '1234', ElectricCode: '02', MeterNo: '45012345678', amount: '2500', MeterType: '01' } },
  buyCable: { body: { pin: '1234', CableTV: '02', SmartCardNo: '7023456789', amount: '5800', Package: 'gotv-jolli' } },
  beneficiaries: {},
  clubKonnectCallback: { query: { requestid: 'FVB0000000000000' } },
});

/** Integer fields (body, query or path) and the message a value past PostgreSQL's `integer` gets. */
export const INTEGER_FIELDS: Partial<Record<EndpointName, Record<string, string>>> = {
  register: { confirmedtime: 'Choose a valid time frame.' },
  transactionPage: { page: 'The page field is too large.' },
  transaction: { id: 'Choose a valid transaction.' },
  receipt: { id: 'Choose a valid transaction.' },
  revokeReceipt: { id: 'Choose a valid transaction.' },
  notificationPage: { page: 'The page field is too large.', which: 'The which field is too large.', type: 'The type field is too large.' },
  markRead: { notificationid: 'Choose a valid notification.' },
  calculator: { planid: 'Choose a valid plan.' },
  createInvestment: { plan: 'Choose a valid plan.' },
  revokeSession: { id: 'Choose a valid session.' },
};
