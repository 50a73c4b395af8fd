import { changePinEndpoint, setPinEndpoint, type ChangePinRequest, type SetPinRequest } from '@contract/pin';
import { call } from '@/api/client';
import { refreshCustomer } from '@/features/customer';
import { notifySuccess } from '@/ui/toast';

/** The PIN calls, shared by the Security screen and every money action's set-PIN step. */
const setPin = (body: SetPinRequest) => call(setPinEndpoint, { body });

export const changePin = (body: ChangePinRequest) => call(changePinEndpoint, { body });

/** Sets the first PIN, says so, and refetches the customer, whose `pin` then reads as set. */
export const createPin = async (pin: string, confirmation: string): Promise<void> => {
  notifySuccess((await setPin({ pin, pin_confirmation: confirmation })).message);
  await refreshCustomer();
};
