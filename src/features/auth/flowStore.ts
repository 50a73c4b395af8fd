import { object, optional, partial, string } from 'superstruct';
import { CallTime } from '@contract/auth';
import { setStage, type Flow } from '@/lib/stages';
import { storedJson } from '@/lib/storage';

/**
 * What the registration and recovery screens hand on to the next one (docs/product.md §Flows):
 * e-mail and password wait in localStorage for the OTP screen (it resends with them); the verified
 * OTP waits until the account is created or the password reset.
 */
export const Details = object({
  firstname: string(),
  lastname: string(),
  phonenumber: string(),
  location: string(),
  address: string(),
  city: string(),
});
export type Details = typeof Details.TYPE;

const Registration = object({
  email: string(),
  password: optional(string()),
  otp: optional(string()),
  details: optional(Details),
  time: optional(CallTime),
});
export type Registration = typeof Registration.TYPE;

export const registration = storedJson('registration', Registration);
/** The details form while it is being typed; cleared on submit (docs/product.md §Flows). */
export const detailsDraft = storedJson('registrationDraft', partial(Details));
export const recovery = storedJson('recovery', object({ email: string(), otp: optional(string()) }));

const records = { register: [registration, detailsDraft], recovery: [recovery] } as const;

/** Done (or given up): back to stage 0 and nothing left behind. */
export const finishFlow = (flow: Flow): void => {
  setStage(flow, 0);
  for (const record of records[flow]) record.clear();
};
