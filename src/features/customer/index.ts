/** The signed-in customer as the server sees them: fetched into the session signal. */
export { fetchCustomer, refreshCustomer } from './api';
