/** What other modules may use of the customer: the wire form of a customer row. */
export { presentCustomer } from './present';
