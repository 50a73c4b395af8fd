import { object, optional, partial, string } from 'superstruct';
import { CallTime, type GetStartedRequest } from '@contract/auth';
import { setStage, type Flow } from '@/lib/stages';
import { storedJson, type StoredJson } from '@/lib/storage';

/**
 * What the registration and recovery screens hand on to the next one (docs/product.md §Flows):
 * the e-mail waits in localStorage for the OTP screen (it resends with it, and the password); the
 * verified OTP waits until the account is created or the password reset.
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
  otp: optional(string()),
  details: optional(Details),
  time: optional(CallTime),
});
type Registration = typeof Registration.TYPE;

export const registration = storedJson('registration', Registration);
/**
 * The sign-up password, kept for the OTP screen's Resend only, in sessionStorage: a reload of that
 * screen keeps it, but it never outlives the tab, and leaving the screen removes it.
 */
export const signupPassword = storedJson('registrationPassword', string(), sessionStorage);
/** What getstarted sent, kept as the OTP screen needs it. */
export const signupStart: Pick<StoredJson<GetStartedRequest>, 'write'> = {
  write: ({ email, password }) => {
    registration.write({ email });
    signupPassword.write(password);
  },
};
/** The details form while it is being typed; cleared on submit (docs/product.md §Flows). */
export const detailsDraft = storedJson('registrationDraft', partial(Details));
export const recovery = storedJson('recovery', object({ email: string(), otp: optional(string()) }));

const records = { register: [registration, detailsDraft, signupPassword], recovery: [recovery] } as const;

/** Done (or given up): back to stage 0 and nothing left behind. */
export const finishFlow = (flow: Flow): void => {
  setStage(flow, 0);
  for (const record of records[flow]) record.clear();
};
