import { screen } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStage, setStage } from '@/lib/stages';
import { jsonResponse as json, renderRoute } from '@/test-utils';
import { ForgotScreen } from './forgot/ForgotScreen';
import { registration, signupPassword } from './flowStore';
import { RegisterOtpScreen } from './register/RegisterOtpScreen';
import { RegisterScreen } from './register/RegisterScreen';

const { notifyError } = vi.hoisted(() => ({ notifyError: vi.fn() }));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError, notifySuccess: vi.fn() }));

const errorToasts = () => notifyError.mock.calls.map(([message]: unknown[]) => message);
const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(status, body)),
  );

type SendScreen = {
  flow: 'register' | 'recovery';
  path: string;
  screen: () => ReactNode;
  heading: string;
  fill: (user: UserEvent) => Promise<void>;
  submit: string;
};

const sendScreens: SendScreen[] = [
  {
    flow: 'register',
    path: '/register',
    screen: RegisterScreen,
    heading: 'Create an account',
    fill: async (user) => {
      await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
      await user.type(screen.getByLabelText('Password'), 'correct-horse');
    },
    submit: 'Continue',
  },
  {
    flow: 'recovery',
    path: '/forgot-password',
    screen: ForgotScreen,
    heading: 'Forgot Password',
    fill: (user) => user.type(screen.getByLabelText('Email'), 'ada@example.ng'),
    submit: 'Send Code',
  },
];

/** Fills the first screen of `flow` and sends its OTP; the answer must be stubbed first. */
const sendFirstOtp = async ({ flow, path, screen: page, heading, fill, submit }: SendScreen) => {
  renderRoute(path, page, ['/register/otp', '/forgot-password/otp']);
  await screen.findByRole('heading', { name: heading });
  const user = userEvent.setup();
  await fill(user);
  await user.click(screen.getByRole('button', { name: submit }));
  await vi.waitFor(() => expect(notifyError).toHaveBeenCalled());
  // The form stays: no stage 2, the button usable again.
  expect(getStage(flow)).toBe(1);
  expect((screen.getByRole('button', { name: submit }) as HTMLButtonElement).disabled).toBe(false);
};

describe('sending the first OTP', () => {
  beforeEach(() => {
    notifyError.mockClear();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(sendScreens)('$flow: a 422 shows the server message, then a Bad Request toast', async (sendScreen) => {
    answer(422, { status: 'error', message: ['The email has already been taken.', 'The email must be valid.'] });
    await sendFirstOtp(sendScreen);
    await vi.waitFor(() => expect(errorToasts()).toEqual(['The email has already been taken.', 'The email must be valid.', 'Bad Request']));
  });

  it.each(sendScreens)('$flow: a 422 without a message shows the fallback, then Bad Request', async (sendScreen) => {
    answer(422, {});
    await sendFirstOtp(sendScreen);
    await vi.waitFor(() => expect(errorToasts()).toEqual(['Error in sending OTP', 'Bad Request']));
  });

  it.each(sendScreens)('$flow: any other refusal shows no Bad Request toast', async (sendScreen) => {
    answer(400, { status: 'error', message: 'Too many attempts.' });
    await sendFirstOtp(sendScreen);
    expect(errorToasts()).toEqual(['Too many attempts.']);
  });
});

describe('resending the registration OTP (getstarted again)', () => {
  beforeEach(() => {
    notifyError.mockClear();
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a 422 on Resend shows the server message, then Bad Request', async () => {
    registration.write({ email: 'ada@example.ng' });
    signupPassword.write('correct-horse');
    setStage('register', 2);
    answer(422, { status: 'error', message: 'The email has already been taken.' });
    renderRoute('/register/otp', RegisterOtpScreen, ['/register']);
    await screen.findByRole('heading', { name: 'Enter OTP' });
    await vi.advanceTimersByTimeAsync(60_000);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Resend' }));

    await vi.waitFor(() => expect(errorToasts()).toEqual(['The email has already been taken.', 'Bad Request']));
  });
});
