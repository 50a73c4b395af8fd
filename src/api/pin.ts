import { MessageResponse } from '@contract/common';
import type { ChangePinRequest, SetPinRequest } from '@contract/pin';
import { notifySuccess } from '../ui/toast';
import { api, request } from './client';
import { refreshCustomer } from './customer';

/** The PIN calls of spec 7, shared by the Security screen and every money action's set-PIN step. */
export const setPin = (body: SetPinRequest) => request(api.url('customer/pin/setpin').post(body), MessageResponse);

export const changePin = (body: ChangePinRequest) => request(api.url('customer/pin/changepin').post(body), MessageResponse);

/** Sets the first PIN, says so, and refetches the customer, whose `pin` then reads as set. */
export const createPin = async (pin: string, confirmation: string): Promise<void> => {
  notifySuccess((await setPin({ pin, pin_confirmation: confirmation })).message);
  await refreshCustomer();
};
