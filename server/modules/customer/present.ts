import { koboToNairaString, type Customer } from '../../../contract';
import type { customers } from '../../db/schema';

type CustomerRow = typeof customers.$inferSelect;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1990-03-07' -> '7-Mar-1990' (the spec's day-MonthAbbrev-year). */
export const formatDob = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day}-${MONTHS[(month ?? 1) - 1]}-${year}`;
};

/** The customer as the wire shows it: never a hash, balances as naira strings. */
export const presentCustomer = (row: CustomerRow): Customer => ({
  codenumber: row.codeNumber,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  phonenumber: row.phonenumber,
  address: row.address,
  city: row.city,
  location: row.location,
  dob: row.dob ? formatDob(row.dob) : null,
  profilepicture: row.profilePicture,
  pin: row.pinHash ? '****' : null,
  status: row.status,
  ngnbalance: koboToNairaString(row.walletBalance),
  returns_ngnbalance: koboToNairaString(row.payoutBalance),
  start_date: row.startDate?.toISOString() ?? null,
  stop_date: row.stopDate?.toISOString() ?? null,
  last_pay: row.lastPay?.toISOString() ?? null,
});
