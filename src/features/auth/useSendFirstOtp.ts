import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { MessageResponse } from '@contract/common';
import { showError } from '../../api/errors';
import { setStage, type Flow } from '../../lib/stages';
import type { StoredJson } from '../../lib/storage';
import { notifySuccess } from '../../ui/toast';
import { texts } from './texts';

/**
 * The first step of registration and of recovery alike: send the code, keep what the OTP screen
 * needs, reach stage 2 and go on. On failure the form stays, with the server's message.
 */
export const useSendFirstOtp = <T extends { email: string }>(
  flow: Flow,
  store: Pick<StoredJson<T>, 'write'>,
  send: (values: T) => Promise<MessageResponse>,
  otpPath: '/register/otp' | '/forgot-password/otp',
) => {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const sendOtp = async (values: T): Promise<void> => {
    setSubmitting(true);
    try {
      const result = await send(values);
      store.write(values);
      setStage(flow, 2);
      notifySuccess(result.message);
      await navigate({ to: otpPath });
    } catch (error) {
      showError(error, texts.errors.sendOtp);
      setSubmitting(false);
    }
  };
  return { sendOtp, submitting };
};
