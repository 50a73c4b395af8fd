import { formatDob, koboToNairaString, pictureUrl, type Customer } from '../../../contract';
import type { customers } from '../../db/schema';

type CustomerRow = typeof customers.$inferSelect;

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
  profilepicture: row.profilePicture ? pictureUrl(row.profilePicture) : null,
  pin: row.pinHash ? '****' : null,
  status: row.status,
  ngnbalance: koboToNairaString(row.walletBalance),
  returns_ngnbalance: koboToNairaString(row.payoutBalance),
  start_date: row.startDate?.toISOString() ?? null,
  stop_date: row.stopDate?.toISOString() ?? null,
  last_pay: row.lastPay?.toISOString() ?? null,
});
