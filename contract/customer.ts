import { literal, nullable, object, string, type Infer } from 'superstruct';

/**
 * The customer as the wire shows it (docs/product.md §What the screens show, docs/rules.md §The
 * customer on the wire). Balances are naira strings with two decimals; `pin` is never the PIN:
 * '****' when one is set, null when not.
 */
export const Customer = object({
  codenumber: string(),
  firstname: string(),
  lastname: string(),
  email: string(),
  phonenumber: string(),
  address: string(),
  city: string(),
  location: string(),
  dob: nullable(string()),
  profilepicture: nullable(string()),
  pin: nullable(string()),
  status: string(),
  ngnbalance: string(),
  returns_ngnbalance: string(),
  start_date: nullable(string()),
  stop_date: nullable(string()),
  last_pay: nullable(string()),
});
export type Customer = Infer<typeof Customer>;

export const CustomerResponse = object({
  status: literal('success'),
  customer: Customer,
});
export type CustomerResponse = Infer<typeof CustomerResponse>;

/** Empty, null, the string 'null' or missing all mean "no PIN set", as the app has always read them. */
export const hasPin = (customer: Pick<Customer, 'pin'>): boolean => customer.pin !== null && customer.pin !== '' && customer.pin !== 'null';
