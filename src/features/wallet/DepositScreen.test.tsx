import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import { configEndpoint } from '@contract/config';
import { fundAccountEndpoint } from '@contract/wallet';
import { answer, appConfigFixture, describedAs, fakeApi, type Answer, type ReplyTo } from '@/test-app';
import { customerFixture, jsonResponse, renderRoute, signIn, signOut } from '@/test-utils';
import { DepositScreen } from './DepositScreen';

const { notifyError, notifyInvalid } = vi.hoisted(() => ({ notifyError: vi.fn(), notifyInvalid: vi.fn() }));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError, notifyInvalid, notifySuccess: vi.fn() }));
/** The texts of the error toasts so far. */
const errorToasts = () => notifyError.mock.calls.map(([message]) => message);

const CHECKOUT = 'http://localhost:8080/sandbox/checkout/FVD123';
const customer = customerFixture({ ngnbalance: '1500.50' });
const started = (checkoutUrl: string) => () => ({
  status: 'success' as const,
  message: 'Redirecting you to the secure checkout.',
  paymentrequest: { responseBody: { checkoutUrl, paymentReference: 'FVD123' } },
});

const setup = async (fundaccount: ReplyTo<typeof fundAccountEndpoint>, others: Answer[] = []) => {
  const { callsTo } = fakeApi([answer(customerEndpoint, () => ({ status: 'success', customer })), answer(fundAccountEndpoint, fundaccount), ...others]);
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  renderRoute('/deposit', DepositScreen);
  await screen.findByRole('heading', { name: 'Deposit' });
  const user = userEvent.setup();
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  const button = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
  const deposits = () => callsTo(fundAccountEndpoint);
  return { user, amount, button, deposits, assign };
};

describe('DepositScreen', () => {
  beforeEach(() => signIn(customer));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    notifyError.mockClear();
    notifyInvalid.mockClear();
    signOut();
  });

  it('shows the balance and who secures the payment, unnamed without GET config', async () => {
    await setup(started(CHECKOUT));
    expect(screen.getByRole('status', { name: 'Wallet Balance' }).textContent).toBe('₦1,500.50');
    expect(screen.getByText('Secured by our card payment partner')).toBeVisible();
  });

  it('refuses amounts of 0.9 or less, or not numbers, without a call', async () => {
    const { user, amount, button, deposits } = await setup(started(CHECKOUT));
    for (const typed of ['0.9', 'abc', ' ']) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(button());
    }
    await user.clear(amount);
    await user.click(button());
    expect(notifyInvalid.mock.calls).toEqual(Array(4).fill(['Please enter a valid amount.', { form: 'deposit' }]));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(deposits()).toHaveLength(0);
  });

  it('sends the amount as a number with an Idempotency-Key, then leaves for the checkout', async () => {
    const { user, amount, button, deposits, assign } = await setup(started(CHECKOUT));
    await user.type(amount, '5000.5');
    await user.click(button());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    const [call] = deposits();
    expect(call?.body).toEqual({ amount: 5000.5, payfrom: 2 });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-1');
    // Still busy while the browser leaves: no second deposit.
    expect(button().disabled).toBe(true);
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });

  it("says 'Payment URL missing.' when the answer has no usable checkout address", async () => {
    const { user, amount, button, assign } = await setup(started('javascript:alert(1)'));
    await user.type(amount, '100');
    await user.click(button());
    await waitFor(() => expect(errorToasts()).toEqual(['Payment URL missing.']));
    expect(assign).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);
  });

  it("shows the server's message, or the fallback, and can be sent again", async () => {
    const answers = [
      jsonResponse(422, { status: 'error', message: ['The most you can deposit at once is ₦10,000,000.00.'] }),
      new Response('Bad gateway', { status: 502 }),
    ];
    const { user, amount, button, deposits } = await setup(() => answers.shift()!);
    await user.type(amount, '20000000');
    await user.click(button());
    await waitFor(() => expect(errorToasts()).toEqual(['The most you can deposit at once is ₦10,000,000.00.']));
    await waitFor(() => expect(button().disabled).toBe(false));
    await user.click(button());
    await waitFor(() => expect(errorToasts()).toHaveLength(2));
    expect(errorToasts()[1]).toBe('Failed to deposit. Please try again.');
    expect(deposits()).toHaveLength(2);
  });

  // GET config's answer is kept for the page load, so the file's first read of it comes last.
  it("names the card gateway from GET config in 'Secured by', and states the amount's range under it", async () => {
    await setup(started(CHECKOUT), [answer(configEndpoint, appConfigFixture)]);
    // The gateway's name replaces the stand-in words once GET config has answered.
    expect((await screen.findByText('Secured by Monnify')).tagName).toBe('P');
    expect(screen.queryByText('Secured by our card payment partner')).toBeNull();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(describedAs(amount)).toBe('You can deposit from ₦20 to ₦10,000,000 at a time.');
  });

  it('refuses an amount outside the range one deposit may be, naming the end, on the form and without a call', async () => {
    const { user, amount, button, deposits, assign } = await setup(started(CHECKOUT), [answer(configEndpoint, appConfigFixture)]);
    await screen.findByText('You can deposit from ₦20 to ₦10,000,000 at a time.');
    await user.type(amount, '19.99');
    await user.click(button());
    expect(notifyInvalid).toHaveBeenCalledWith('The least you can deposit at once is ₦20.', { form: 'deposit' });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '10000000.01');
    await user.click(button());
    expect(notifyInvalid).toHaveBeenCalledWith('The most you can deposit at once is ₦10,000,000.', { form: 'deposit' });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(deposits()).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '10000000');
    await user.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
  });
});
