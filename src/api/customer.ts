import { CustomerResponse } from '@contract/customer';
import { updateCustomer } from '../state/session';
import { api, request } from './client';
import { showError } from './errors';

/** Spec 8, customer fetch. */
export const CUSTOMER_FETCH_FAILED = 'Failed to get user data. Please try again.';

export const fetchCustomer = () => request(api.url('customer').get(), CustomerResponse);

/** GET customer into the session signal (and its cookie); a failure leaves the old value. */
export const refreshCustomer = async (): Promise<void> => {
  try {
    updateCustomer((await fetchCustomer()).customer);
  } catch (error) {
    showError(error, CUSTOMER_FETCH_FAILED);
  }
};
