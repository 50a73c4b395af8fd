import { MessageResponse } from '@contract/common';
import { api, request } from '../../api/client';

/** A 401 here must not end the session at once: spec 4 keeps the 2 s before /login in every case. */
export const logout = () => request(api.url('customer/logout').post(), MessageResponse, { endSessionOn401: false });
