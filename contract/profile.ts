import { define } from 'superstruct';
import {
  ChangePasswordRequest,
  CustomerUpdateResponse,
  ForgotPinRequest,
  PictureParams,
  ResetPinRequest,
  RevokeSessionRequest,
  SessionsResponse,
  UpdateProfileRequest,
} from './account';
import { MessageResponse } from './common';
import { endpoint } from './endpoint';

/** A picture's bytes, answered as they are stored (image/webp), not as JSON. */
const WebpBytes = define<Uint8Array>('WebP image bytes', (value) => value instanceof Uint8Array);

export const updateProfileEndpoint = endpoint({
  method: 'POST',
  path: 'customer/updateprofile',
  body: UpdateProfileRequest,
  response: CustomerUpdateResponse,
  session: true,
});

/** The body is multipart with one file in PROFILE_PICTURE_FIELD; the server reads it from the stream. */
export const changeProfilePictureEndpoint = endpoint({
  method: 'POST',
  path: 'customer/changeprofilepicture',
  encoding: 'multipart',
  response: CustomerUpdateResponse,
  session: true,
});

/** Public: an image tag sends no token, and the address cannot be guessed without the picture. */
export const pictureEndpoint = endpoint({ method: 'GET', path: 'pictures/:file', params: PictureParams, response: WebpBytes, session: false });

export const changePasswordEndpoint = endpoint({
  method: 'POST',
  path: 'customer/changepassword',
  body: ChangePasswordRequest,
  response: MessageResponse,
  session: true,
});

export const sessionsEndpoint = endpoint({ method: 'GET', path: 'customer/sessions', response: SessionsResponse, session: true });

export const revokeSessionEndpoint = endpoint({
  method: 'POST',
  path: 'customer/sessions/revoke',
  body: RevokeSessionRequest,
  response: MessageResponse,
  session: true,
});

export const forgotPinEndpoint = endpoint({ method: 'POST', path: 'customer/pin/forgotpin', body: ForgotPinRequest, response: MessageResponse, session: true });

export const resetPinEndpoint = endpoint({ method: 'POST', path: 'customer/pin/resetpin', body: ResetPinRequest, response: MessageResponse, session: true });

/** The customer's own details, picture, password, signed-in devices and forgotten PIN. */
export const profileEndpoints = {
  updateProfile: updateProfileEndpoint,
  changeProfilePicture: changeProfilePictureEndpoint,
  picture: pictureEndpoint,
  changePassword: changePasswordEndpoint,
  sessions: sessionsEndpoint,
  revokeSession: revokeSessionEndpoint,
  forgotPin: forgotPinEndpoint,
  resetPin: resetPinEndpoint,
} as const;
