import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@contract/customer';
import { fakeApi, type ApiCall } from '@/test-app';
import { customerFixture, jsonResponse, renderRoute, signIn, signOut } from '@/test-utils';
import { SecurityScreen } from './SecurityScreen';

const { notifySuccess } = vi.hoisted(() => ({ notifySuccess: vi.fn() }));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError: vi.fn(), notifySuccess }));

type Answers = Record<string, (call: ApiCall) => unknown>;

const setup = async (customer: Customer, answers: Answers = {}) => {
  signIn(customer);
  let current = customer;
  const { callsTo } = fakeApi({
    'GET customer': () => ({ status: 'success', customer: current }),
    ...answers,
  });
  renderRoute('/account/security', SecurityScreen, ['/comingsoon']);
  await screen.findByRole('heading', { name: 'Security' });
  const user = userEvent.setup();
  const typePin = async (pin: string) => {
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    await user.keyboard(`${pin}{Enter}`);
  };
  const customerNow = (changes: Partial<Customer>) => (current = { ...current, ...changes });
  return { user, callsTo, typePin, customerNow };
};

describe('SecurityScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    signOut();
  });

  it('shows the sign-in e-mail, the phone number and the actions; Set PIN only without a PIN', async () => {
    await setup(customerFixture({ pin: '****' }));
    expect(screen.getByText('ada@example.ng')).toBeTruthy();
    expect(screen.getByText('08031234567')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe('/comingsoon');
    expect(screen.getByRole('button', { name: 'Change PIN' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set PIN' })).toBeNull();
  });

  it('sets a PIN, says so, and drops Set PIN once the refetched customer has one', async () => {
    const { user, callsTo, typePin, customerNow } = await setup(customerFixture({ pin: null }), {
      'POST customer/pin/setpin': () => {
        customerNow({ pin: '****' });
        return { status: 'success', message: 'PIN set successfully.' };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    const dialog = await screen.findByRole('dialog');
    await typePin('1357');
    await typePin('7531');
    expect(within(dialog).getByRole('alert').textContent).toBe('New PIN and Confirm PIN do not match.');
    expect(callsTo('POST', 'customer/pin/setpin')).toHaveLength(0);

    await typePin('1357');
    await typePin('1357');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('PIN set successfully.'));
    expect(callsTo('POST', 'customer/pin/setpin').map((call) => call.body)).toEqual([{ pin: '1357', pin_confirmation: '1357' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Set PIN' })).toBeNull());
    // The focus was on Set PIN, now gone: it moves on to Change PIN once the dialog has closed.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change PIN' })));
  });

  it("changes the PIN, showing the server's refusal in the modal first", async () => {
    const answers = [
      jsonResponse(422, { status: 'error', message: 'Incorrect PIN. You have 4 tries left.' }),
      { status: 'success', message: 'PIN changed successfully.' },
    ];
    const { user, callsTo, typePin } = await setup(customerFixture(), { 'POST customer/pin/changepin': () => answers.shift() });
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    const dialog = await screen.findByRole('dialog');
    await typePin('0000');
    await typePin('2468');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Incorrect PIN. You have 4 tries left.'));

    await typePin('1357');
    await typePin('2468');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('PIN changed successfully.'));
    expect(callsTo('POST', 'customer/pin/changepin').map((call) => call.body)).toEqual([
      { oldpin: '0000', newpin: '2468' },
      { oldpin: '1357', newpin: '2468' },
    ]);
  });

  it('falls back to its own message when changing fails without one', async () => {
    const { user, typePin } = await setup(customerFixture(), { 'POST customer/pin/changepin': () => new Response('', { status: 500 }) });
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    const dialog = await screen.findByRole('dialog');
    await typePin('1357');
    await typePin('2468');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Failed to change pin. Please try again.'));
  });
});
