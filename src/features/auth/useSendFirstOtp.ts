import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { MessageResponse } from '@contract/common';
import { ApiError, errorMessages } from '@/api/errors';
import { setStage, type Flow } from '@/lib/stages';
import type { StoredJson } from '@/lib/storage';
import { dismissErrors, notifyError, notifyInvalid, notifySuccess, type ErrorOptions, notifyErrors } from '@/ui/toast';
import { texts } from './texts';

/**
 * A failed OTP send, first or again, of registration or recovery: the server's messages (else
 * 'Error in sending OTP') and a 'Bad Request' toast as well when the answer was a 422
 * (docs/product.md §Errors and toasts).
 */
export const showSendOtpError = (error: unknown, options?: ErrorOptions): void => {
  notifyErrors(errorMessages(error, texts.errors.sendOtp), options);
  if (error instanceof ApiError && error.status === 422) notifyError(texts.errors.sendOtpRefused, options);
};

/**
 * The first step of registration and of recovery alike: send the code, keep what the OTP screen
 * needs, reach stage 2 and go on. On failure the form stays, with the server's message. Its error
 * toasts are about the form named after the flow: `start`, called as each attempt begins, takes
 * the last attempt's away.
 */
export const useSendFirstOtp = <T extends { email: string }>(
  flow: Flow,
  store: Pick<StoredJson<T>, 'write'>,
  send: (values: T) => Promise<MessageResponse>,
  otpPath: '/register/otp' | '/forgot-password/otp',
) => {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const form = { form: flow };
  /** A new attempt: the last one's error toasts go. */
  const start = (): void => dismissErrors(flow);
  /** The client refused the form before any call. */
  const invalid = (message: string): void => notifyInvalid(message, form);
  const sendOtp = async (values: T): Promise<void> => {
    setSubmitting(true);
    try {
      const result = await send(values);
      store.write(values);
      setStage(flow, 2);
      // Shown on the code screen: the move takes the first step's toasts away (src/router.ts).
      await navigate({ to: otpPath });
      notifySuccess(result.message);
    } catch (error) {
      showSendOtpError(error, form);
      setSubmitting(false);
    }
  };
  return { start, invalid, sendOtp, submitting };
};
