import { deleteAccountEndpoint } from '@contract/account';
import { call } from '@/api/client';

/** DELETE customer/deleteaccount: refused (422, every reason) while money or a live investment is left. */
export const deleteAccount = () => call(deleteAccountEndpoint);
