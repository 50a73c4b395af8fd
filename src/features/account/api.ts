import type { ChangePasswordRequest, ForgotPinRequest, ResetPinRequest, RevokeSessionRequest, UpdateProfileRequest } from '@contract/account';
import {
  changePasswordEndpoint,
  changeProfilePictureEndpoint,
  forgotPinEndpoint,
  resetPinEndpoint,
  revokeSessionEndpoint,
  sessionsEndpoint,
  updateProfileEndpoint,
} from '@contract/profile';
import { deleteAccountEndpoint, PROFILE_PICTURE_FIELD } from '@contract/account';
import { legalPageEndpoint, type LegalPageId, type LegalSection } from '@contract/legal';
import { call } from '@/api/client';
import { upload } from '@/api/upload';
import { updateCustomer } from '@/state/session';

/** Saves the details and shows the customer as the server now has them; the message to show. */
export const updateProfile = async (body: UpdateProfileRequest): Promise<string> => {
  const answer = await call(updateProfileEndpoint, { body });
  updateCustomer(answer.customer);
  return answer.message;
};

/** Uploads the picture (reporting progress from 0 to 1) and shows the new one everywhere. */
export const changeProfilePicture = async (picture: Blob, onProgress: (fraction: number) => void): Promise<string> => {
  const form = new FormData();
  form.append(PROFILE_PICTURE_FIELD, picture, 'profile-picture');
  const answer = await upload(changeProfilePictureEndpoint, form, onProgress);
  updateCustomer(answer.customer);
  return answer.message;
};

export const changePassword = (body: ChangePasswordRequest) => call(changePasswordEndpoint, { body });

export const fetchSessions = async () => (await call(sessionsEndpoint)).data;

export const revokeSession = (body: RevokeSessionRequest) => call(revokeSessionEndpoint, { body });

export const forgotPin = (body: ForgotPinRequest) => call(forgotPinEndpoint, { body });

export const resetPin = (body: ResetPinRequest) => call(resetPinEndpoint, { body });

/** DELETE customer/deleteaccount: refused (422, every reason) while money or a live investment is left. */
export const deleteAccount = () => call(deleteAccountEndpoint);

/** One of About's pages, as the server has it: the operator's own text or the default. */
export const fetchLegalPage = async (page: LegalPageId): Promise<LegalSection[]> => (await call(legalPageEndpoint, { params: { page } })).sections;
