import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint, type SessionInfo } from '@contract/account';
import type { Customer } from '@contract/customer';
import { changePinEndpoint, setPinEndpoint } from '@contract/pin';
import { changePasswordEndpoint, forgotPinEndpoint, resetPinEndpoint, revokeSessionEndpoint, sessionsEndpoint } from '@contract/profile';
import { answer, fakeApi, renderApp, type Answer } from '@/test-app';
import { customerFixture, jsonResponse, removeToasts, signIn, signOut, visibleToasts } from '@/test-utils';

const toastShown = (message: string) => waitFor(() => expect(visibleToasts()).toContain(message));

const PHONE: SessionInfo = {
  id: 7,
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-21T09:30:00.000Z',
  device: 'Chrome on Android',
  current: false,
};
const HERE: SessionInfo = { ...PHONE, id: 9, last_used_at: '2026-11-21T11:00:00.000Z', device: 'Firefox on Windows', current: true };
let sessions: SessionInfo[] = [HERE, PHONE];

const setup = async (customer: Customer, answers: Answer[] = []) => {
  signIn(customer);
  let current = customer;
  const { callsTo } = fakeApi([
    answer(customerEndpoint, () => ({ status: 'success', customer: current })),
    answer(sessionsEndpoint, () => ({ status: 'success', data: sessions })),
    ...answers,
  ]);
  renderApp('/account/security');
  await screen.findByRole('heading', { name: 'Security', level: 1 });
  const user = userEvent.setup();
  const typePin = async (pin: string) => {
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    await user.keyboard(`${pin}{Enter}`);
  };
  const customerNow = (changes: Partial<Customer>) => (current = { ...current, ...changes });
  return { user, callsTo, typePin, customerNow };
};

describe('SecurityScreen', () => {
  afterEach(async () => {
    sessions = [HERE, PHONE];
    vi.unstubAllGlobals();
    signOut();
    await removeToasts();
  });

  it('shows the sign-in e-mail, the phone number and the actions; Set PIN only without a PIN', async () => {
    await setup(customerFixture({ pin: '****' }));
    expect(screen.getByText('ada@example.ng')).toBeVisible();
    expect(screen.getByText('08031234567')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Change PIN' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Forgot PIN' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Set PIN' })).toBeNull();
  });

  it('sets a PIN, says so, and drops Set PIN once the refetched customer has one', async () => {
    const { user, callsTo, typePin, customerNow } = await setup(customerFixture({ pin: null }), [
      answer(setPinEndpoint, () => {
        customerNow({ pin: '****' });
        return { status: 'success', message: 'PIN set successfully.' };
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    const dialog = await screen.findByRole('dialog');
    await typePin('1357');
    await typePin('7531');
    expect(within(dialog).getByRole('alert').textContent).toBe('New PIN and Confirm PIN do not match.');
    expect(callsTo(setPinEndpoint)).toHaveLength(0);

    await typePin('1357');
    await typePin('1357');
    await toastShown('PIN set successfully.');
    expect(callsTo(setPinEndpoint).map((call) => call.body)).toEqual([{ pin: '1357', pin_confirmation: '1357' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Set PIN' })).toBeNull());
    // The focus was on Set PIN, now gone: it moves on to Change PIN once the dialog has closed.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change PIN' })));
  });

  it("changes the PIN, showing the server's refusal in the modal first", async () => {
    const answers = [
      jsonResponse(422, { status: 'error', message: 'Incorrect PIN. You have 4 tries left.' }),
      { status: 'success' as const, message: 'PIN changed successfully.' },
    ];
    const { user, callsTo, typePin } = await setup(customerFixture(), [answer(changePinEndpoint, () => answers.shift()!)]);
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    const dialog = await screen.findByRole('dialog');
    await typePin('0000');
    await typePin('2468');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Incorrect PIN. You have 4 tries left.'));

    await typePin('1357');
    await typePin('2468');
    await toastShown('PIN changed successfully.');
    expect(callsTo(changePinEndpoint).map((call) => call.body)).toEqual([
      { oldpin: '0000', newpin: '2468' },
      { oldpin: '1357', newpin: '2468' },
    ]);
  });

  it('falls back to its own message when changing fails without one', async () => {
    const { user, typePin } = await setup(customerFixture(), [answer(changePinEndpoint, () => new Response('', { status: 500 }))]);
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    const dialog = await screen.findByRole('dialog');
    await typePin('1357');
    await typePin('2468');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Failed to change pin. Please try again.'));
  });

  it('changes the password: checks the fields first, shows a refusal in the dialog, then says so and closes', async () => {
    const answers = [
      jsonResponse(422, { status: 'error', message: 'The old password is incorrect.' }),
      { status: 'success' as const, message: 'Password changed successfully.' },
    ];
    const { user, callsTo } = await setup(customerFixture(), [answer(changePasswordEndpoint, () => answers.shift()!)]);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    const alert = () => within(dialog).getByRole('alert').textContent;
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(alert()).toBe('All fields are required');
    await user.type(within(dialog).getByLabelText('Old Password'), 'old password 1');
    await user.type(within(dialog).getByLabelText('New Password'), 'new password 1');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'new password 2');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(alert()).toBe('The password does not match.');
    expect(callsTo(changePasswordEndpoint)).toHaveLength(0);

    // Show reveals what was typed.
    const [showOld] = within(dialog).getAllByRole('button', { name: 'Show' });
    await user.click(showOld!);
    expect(within(dialog).getByLabelText('Old Password').getAttribute('type')).toBe('text');

    await user.clear(within(dialog).getByLabelText('Confirm New Password'));
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'new password 1');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alert()).toBe('The old password is incorrect.'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await toastShown('Password changed successfully.');
    expect(callsTo(changePasswordEndpoint).map((call) => call.body)).toEqual(Array(2).fill({ oldpassword: 'old password 1', password: 'new password 1' }));
  });

  it('lists the signed-in devices, marks this one, and signs out one device or all the others', async () => {
    const { user, callsTo } = await setup(customerFixture(), [
      answer(revokeSessionEndpoint, (call) => {
        sessions = sessions.filter((s) => s.current || ('id' in (call.body as object) && s.id !== (call.body as { id: number }).id));
        return { status: 'success', message: 'That device has been signed out.' };
      }),
    ]);
    const list = await screen.findByRole('region', { name: 'Signed-in devices' });
    expect(within(list).getByText('Firefox on Windows')).toBeVisible();
    expect(within(list).getByText('This device')).toBeVisible();
    expect(within(list).getByText('Last used 21 Nov 2026, 10:30 AM')).toBeVisible();
    expect(within(list).queryByRole('button', { name: 'Sign out Firefox on Windows' })).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Sign out Chrome on Android' }));
    await toastShown('That device has been signed out.');
    await waitFor(() => expect(within(list).queryByText('Chrome on Android')).toBeNull());
    expect(callsTo(revokeSessionEndpoint).map((call) => call.body)).toEqual([{ id: 7 }]);
    // Nobody else is signed in: there is no one to sign out.
    expect(within(list).queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('signs out every other device at once', async () => {
    sessions = [HERE, PHONE, { ...PHONE, id: 8, device: 'Safari on iOS' }];
    const { user, callsTo } = await setup(customerFixture(), [
      answer(revokeSessionEndpoint, () => {
        sessions = [HERE];
        return { status: 'success', message: 'All other devices have been signed out.' };
      }),
    ]);
    const list = await screen.findByRole('region', { name: 'Signed-in devices' });
    await user.click(within(list).getByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() => expect(within(list).queryByText('Safari on iOS')).toBeNull());
    expect(callsTo(revokeSessionEndpoint).map((call) => call.body)).toEqual([{ others: true }]);
  });

  it('resets a forgotten PIN: the password, the mailed code, then the new PIN twice', async () => {
    const { user, callsTo, typePin } = await setup(customerFixture(), [
      answer(forgotPinEndpoint, () => ({ status: 'success', message: 'We have sent a 6-digit OTP to your e-mail.' })),
      answer(resetPinEndpoint, () => ({ status: 'success', message: 'Your PIN has been reset. You can use your new PIN now.' })),
    ]);
    await user.click(screen.getByRole('button', { name: 'Forgot PIN' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await toastShown('We have sent a 6-digit OTP to your e-mail.');
    expect(callsTo(forgotPinEndpoint).map((call) => call.body)).toEqual([{ password: 'my password' }]);

    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Digit 1 of 6'));
    await user.keyboard('123{Enter}');
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in all OTP fields.');
    await user.keyboard('456{Enter}');

    await typePin('2468');
    await typePin('2468');
    await toastShown('Your PIN has been reset. You can use your new PIN now.');
    expect(callsTo(resetPinEndpoint).map((call) => call.body)).toEqual([{ otp: '123456', pin: '2468', pin_confirmation: '2468' }]);
  });
});
