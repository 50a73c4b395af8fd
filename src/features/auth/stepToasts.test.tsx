import { screen, waitFor } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkOtpEndpoint, forgotPasswordEndpoint, getStartedEndpoint } from '@contract/auth';
import { answer, fakeApi, renderApp, type Answer } from '@/test-app';
import { jsonResponse, removeToasts, visibleToasts } from '@/test-utils';

const OTP = '123456';
const created = (message: string) => () => jsonResponse(201, { status: 'success' as const, message });
/** checkotp: the right code is accepted, any other refused, as the server does. */
const checkOtp = () =>
  answer(checkOtpEndpoint, ({ body }) =>
    body.otp === OTP ? { status: 'success', message: 'OTP verified successfully.' } : jsonResponse(422, { status: 'error', message: 'Incorrect OTP' }),
  );

const showing = (expected: string[]) => waitFor(() => expect(visibleToasts().sort()).toEqual([...expected].sort()));

/**
 * Rests the pointer on the toasts, which stops their clocks (react-hot-toast): from here on a toast
 * can only go because the app took it away, not because its time ran out.
 */
const holdToasts = async (user: UserEvent) => {
  const shown = document.querySelector<HTMLElement>('[data-rht-toaster] [role="status"]');
  if (!shown) throw new Error('no toast on the page');
  await user.hover(shown);
};

/** The step `heading` names is drawn, and has the focus a move gives it (docs/architecture.md, "Page changes"). */
const arrivedAt = async (heading: string) => {
  const shown = await screen.findByRole('heading', { name: heading });
  await waitFor(() => expect(document.activeElement).toBe(shown));
};

/** Types a code into the OTP boxes from the keyboard (the pointer stays on the toasts) and sends it. */
const enterCode = async (user: UserEvent, code: string) => {
  const [first] = screen.getAllByRole('textbox', { name: /^Digit 1 of 6$/ });
  first?.focus();
  await user.keyboard(`${code}{Enter}`);
};

type Flow = {
  name: string;
  start: string;
  heading: string;
  submit: string;
  /** The first step's fields, in order, and what the customer types into each. */
  fields: [label: string, typed: string][];
  send: Answer[];
  /** The first step's news, shown on the code screen. */
  sent: string;
  /** A code the code screen refuses, and how. */
  wrong: [code: string, message: string];
  next: string;
};

const flows: Flow[] = [
  {
    name: 'sign-up',
    start: '/register',
    heading: 'Create an account',
    submit: 'Continue',
    fields: [
      ['Email', 'ada@example.ng'],
      ['Password', 'correct-horse'],
    ],
    send: [answer(getStartedEndpoint, created('We have sent a 6-digit OTP to your e-mail.'))],
    sent: 'We have sent a 6-digit OTP to your e-mail.',
    wrong: ['654321', 'Incorrect OTP'],
    next: 'Personal Details',
  },
  {
    name: 'recovery',
    start: '/forgot-password',
    heading: 'Forgot Password',
    submit: 'Send Code',
    fields: [['Email', 'ada@example.ng']],
    send: [
      answer(forgotPasswordEndpoint, () => ({
        status: 'success',
        message: 'If an account uses this e-mail, we have sent a 6-digit OTP to it.',
      })),
    ],
    sent: 'If an account uses this e-mail, we have sent a 6-digit OTP to it.',
    wrong: ['12', 'Please fill in all OTP fields.'],
    next: 'Reset Password',
  },
];

describe("a step change takes the last step's toasts away", () => {
  afterEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    await removeToasts();
  });

  it.each(flows)(
    '$name: only the news of the move stays, on the code screen and on the step after it',
    async ({ start, heading, submit, fields, send, sent, wrong: [wrongCode, refusal], next }) => {
      fakeApi([...send, checkOtp()]);
      renderApp(start);
      await screen.findByRole('heading', { name: heading });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: submit }));
      await showing(['All fields are required']);
      await holdToasts(user);

      for (const [label, typed] of fields) {
        screen.getByLabelText(label).focus();
        await user.keyboard(typed);
      }
      await user.keyboard('{Enter}');
      await arrivedAt('Enter OTP');
      await showing([sent]);

      await enterCode(user, wrongCode);
      await showing([sent, refusal]);
      await enterCode(user, OTP);
      await arrivedAt(next);
      await showing(['OTP verified successfully.']);
    },
    15_000,
  );
});
