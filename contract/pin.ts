import { object, type Infer } from 'superstruct';
import { MessageResponse } from './common';
import { endpoint } from './endpoint';
import { pinCode } from './fields';

/** POST customer/pin/setpin: only while no PIN is set. */
export const SetPinRequest = object({ pin: pinCode(), pin_confirmation: pinCode('PIN confirmation') });
export type SetPinRequest = Infer<typeof SetPinRequest>;

/** POST customer/pin/changepin: the old PIN proves it is the customer. */
export const ChangePinRequest = object({ oldpin: pinCode('old PIN'), newpin: pinCode('new PIN') });
export type ChangePinRequest = Infer<typeof ChangePinRequest>;

export const setPinEndpoint = endpoint({ method: 'POST', path: 'customer/pin/setpin', body: SetPinRequest, response: MessageResponse, session: true });
export const changePinEndpoint = endpoint({ method: 'POST', path: 'customer/pin/changepin', body: ChangePinRequest, response: MessageResponse, session: true });

export const pinEndpoints = {
  setPin: setPinEndpoint,
  changePin: changePinEndpoint,
} as const;
