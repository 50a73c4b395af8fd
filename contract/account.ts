import { array, boolean, coerce, literal, number, object, string, union, type Infer } from 'superstruct';
import { MessageResponse } from './common';
import { Customer, CustomerResponse } from './customer';
import { endpoint } from './endpoint';
import { DOB_MAX_LENGTH, parseDob } from './dates';
import { isDigits, LIMITS, notBlank, numericId, otpCode, password, personName, pinCode, required, text, typedPassword } from './fields';

/** POST customer/updateprofile: the e-mail and phone number are not changed here. */
export const UpdateProfileRequest = object({
  firstname: personName('first name'),
  lastname: personName('last name'),
  dob: text(
    'date of birth',
    DOB_MAX_LENGTH,
    notBlank('date of birth'),
    (v) => parseDob(v) !== null || 'The date of birth must be a real date written like 7-Mar-1990.',
  ),
  address: required('address', LIMITS.address),
});
export type UpdateProfileRequest = Infer<typeof UpdateProfileRequest>;

/** The answer of updateprofile and changeprofilepicture: the customer as it now is. */
export const CustomerUpdateResponse = object({
  status: literal('success'),
  message: string(),
  customer: Customer,
});
export type CustomerUpdateResponse = Infer<typeof CustomerUpdateResponse>;

/** The multipart field changeprofilepicture reads; any other part is ignored. */
export const PROFILE_PICTURE_FIELD = 'profilepicture';
/** The largest picture upload, in bytes; counted while it streams in. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** A stored picture's file name: the SHA-256 of its WebP bytes, in hex, then '.webp'. */
const PICTURE_FILE_LENGTH = 64 + '.webp'.length;
const PICTURE_FILE = /^[0-9a-f]{64}\.webp$/;
export const isPictureFile = (file: string) => file.length === PICTURE_FILE_LENGTH && PICTURE_FILE.test(file);
/** Where a stored picture is served; the API lives under /api/v1/. The address changes with the picture. */
export const pictureUrl = (sha256: string) => `/api/v1/pictures/${sha256}.webp`;

/** GET pictures/:file (public, immutable): a customer's picture by its content address. */
export const PictureParams = object({
  file: text('picture', PICTURE_FILE_LENGTH, (v) => isPictureFile(v) || 'Not found.'),
});
export type PictureParams = Infer<typeof PictureParams>;

/** POST customer/changepassword: the new password follows the sign-up rules. */
export const ChangePasswordRequest = object({
  oldpassword: typedPassword('old password'),
  password: password('new password'),
});
export type ChangePasswordRequest = Infer<typeof ChangePasswordRequest>;

/** One live session of the customer (GET customer/sessions, ours). Times are ISO-8601. */
export const SessionInfo = object({
  id: number(),
  created_at: string(),
  last_used_at: string(),
  /** The browser and system in plain words, from the user agent: 'Chrome on Android'. */
  device: string(),
  /** The session this request came from. */
  current: boolean(),
});
export type SessionInfo = Infer<typeof SessionInfo>;

export const SessionsResponse = object({
  status: literal('success'),
  data: array(SessionInfo),
});
export type SessionsResponse = Infer<typeof SessionsResponse>;

/** A session id sent as a number, or as digits in a string. */
const sessionId = coerce(numericId('session'), string(), (v) => (v.length <= LIMITS.numeric && isDigits(v) ? Number(v) : v));

/** POST customer/sessions/revoke (ours): one session by id, or every session but this one. */
export const RevokeSessionRequest = union([object({ id: sessionId }), object({ others: literal(true) })]);
export type RevokeSessionRequest = Infer<typeof RevokeSessionRequest>;

/** POST customer/pin/forgotpin (ours): the password proves it is the customer; a code is mailed. */
export const ForgotPinRequest = object({ password: typedPassword() });
export type ForgotPinRequest = Infer<typeof ForgotPinRequest>;

/** POST customer/pin/resetpin (ours): the mailed code, then the new PIN twice. */
export const ResetPinRequest = object({ otp: otpCode(), pin: pinCode(), pin_confirmation: pinCode('PIN confirmation') });
export type ResetPinRequest = Infer<typeof ResetPinRequest>;

/** The signed-in customer themself (apart from the Customer struct, which the session reads on every page). */
export const customerEndpoint = endpoint({ method: 'GET', path: 'customer', response: CustomerResponse, session: true });
export const logoutEndpoint = endpoint({ method: 'POST', path: 'customer/logout', response: MessageResponse, session: true });
export const deleteAccountEndpoint = endpoint({ method: 'DELETE', path: 'customer/deleteaccount', response: MessageResponse, session: true });

export const customerEndpoints = {
  customer: customerEndpoint,
  logout: logoutEndpoint,
  deleteAccount: deleteAccountEndpoint,
} as const;
