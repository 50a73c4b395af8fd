import { customerEndpoint } from '@contract/account';
import { call } from '@/api/client';
import { errorMessages } from '@/api/errors';
import { updateCustomer } from '@/state/session';
import { notifyErrors } from '@/ui/toast';
import { CUSTOMER_TEXTS } from './texts';

export const fetchCustomer = () => call(customerEndpoint);

/** GET customer into the session signal (and its cookie); a failure is logged, says so, and leaves the old value. */
export const refreshCustomer = async (): Promise<void> => {
  try {
    updateCustomer((await fetchCustomer()).customer);
  } catch (error) {
    console.warn(CUSTOMER_TEXTS.fetchFailedLog);
    notifyErrors(errorMessages(error, CUSTOMER_TEXTS.fetchFailed));
  }
};
