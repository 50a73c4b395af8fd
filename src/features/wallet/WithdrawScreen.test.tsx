import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import { configEndpoint } from '@contract/config';
import type { Customer } from '@contract/customer';
import { accountDetailsEndpoint, banksEndpoint, makeWithdrawalEndpoint } from '@contract/wallet';
import { answer, appConfigFixture, describedAs, fakeApi, type Answer } from '@/test-app';
import { customerFixture, jsonResponse, renderRoute, signIn, signOut } from '@/test-utils';
import { WithdrawScreen } from './WithdrawScreen';

const { notifyError, notifyInvalid, notifySuccess } = vi.hoisted(() => ({
  notifyError: vi.fn(),
  notifyInvalid: vi.fn(),
  notifySuccess: vi.fn(),
}));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError, notifyInvalid, notifySuccess }));

const BANKS = {
  status: 'success' as const,
  data: [
    { bankcode: '044', name: 'Access Bank' },
    { bankcode: '058', name: 'Guaranty Trust Bank' },
  ],
};
const named = (accountName: string) => ({ status: 'success' as const, account: { responseBody: { accountName } } });

const setup = async (answers: Answer[] = [], customer: Customer = customerFixture()) => {
  signIn(customer);
  const { calls, callsTo } = fakeApi([
    answer(customerEndpoint, () => ({ status: 'success', customer })),
    answer(banksEndpoint, () => BANKS),
    answer(accountDetailsEndpoint, () => named('ADA OBI')),
    ...answers,
  ]);
  const router = renderRoute('/withdraw', WithdrawScreen, ['/']);
  await screen.findByRole('heading', { name: 'Withdraw' });
  const user = userEvent.setup();
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const bank = screen.getByRole('combobox', { name: 'Bank' }) as HTMLSelectElement;
  await waitFor(() => expect(bank.disabled).toBe(false));
  const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
  const lookups = () => callsTo(accountDetailsEndpoint).map((call) => Object.fromEntries(call.query));
  const fill = async (amount: string, bankcode: string, accountNumber: string) => {
    await user.type(field('Amount'), amount);
    if (bankcode) await user.selectOptions(bank, bankcode);
    await user.type(field('Account Number'), accountNumber);
  };
  return { user, router, calls, callsTo, field, bank, continueButton, lookups, fill };
};

/** Continue with `amount` is refused on the form with `message`: no PIN asked, nothing sent. */
const refusedOnTheForm = async ({ user, field, continueButton, fill, callsTo }: Awaited<ReturnType<typeof setup>>, amount: string, message: string) => {
  await fill(amount, '058', '0123456789');
  await waitFor(() => expect(continueButton().disabled).toBe(false));
  await user.click(continueButton());
  expect(notifyInvalid).toHaveBeenCalledWith(message, { form: 'withdraw' });
  expect(field('Amount').getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(callsTo(makeWithdrawalEndpoint)).toHaveLength(0);
};

describe('WithdrawScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    signOut();
  });

  it('shows the balance and the banks to choose from', async () => {
    const { bank } = await setup();
    expect(screen.getByRole('status', { name: 'Wallet Balance' }).textContent).toBe('₦1,500.50');
    expect([...bank.options].map((option) => option.text)).toEqual(['Select Bank', 'Access Bank', 'Guaranty Trust Bank']);
  });

  it('keeps at most ten digits in the account number', async () => {
    const { user, field } = await setup();
    await user.type(field('Account Number'), '01-23a45678999');
    expect(field('Account Number').value).toBe('0123456789');
  });

  it('asks for a bank in red once ten digits are typed without one, and looks nothing up', async () => {
    const { user, field, bank, lookups, continueButton } = await setup();
    await user.type(field('Account Number'), '012345678');
    expect(screen.getByRole('alert').textContent).toBe('');
    await user.type(field('Account Number'), '9');
    expect(screen.getByRole('alert').textContent).toBe('Please select a bank.');
    expect(bank.getAttribute('aria-invalid')).toBe('true');
    expect(lookups()).toHaveLength(0);
    expect(continueButton().disabled).toBe(true);
  });

  it('looks the name up for ten digits and a bank, shows it fetching, and clears it when the number changes', async () => {
    let respond = (): void => undefined;
    const pending = new Promise<void>((done) => (respond = done));
    const { user, field, lookups, continueButton, fill } = await setup([
      answer(accountDetailsEndpoint, async () => {
        await pending;
        return named('ADA OBI');
      }),
    ]);
    await fill('2500', '058', '012345678');
    expect(lookups()).toHaveLength(0);
    expect(continueButton().disabled).toBe(true);

    await user.type(field('Account Number'), '9');
    await waitFor(() => expect(field('Account Name').value).toBe('FETCHING ACCOUNT DETAILS'));
    expect(field('Account Name').readOnly).toBe(true);
    expect(continueButton().disabled).toBe(true);
    respond();
    await waitFor(() => expect(field('Account Name').value).toBe('ADA OBI'));
    expect(continueButton().disabled).toBe(false);
    expect(lookups()).toEqual([{ accountnumber: '0123456789', bank: '058' }]);

    await user.type(field('Account Number'), '{Backspace}');
    expect(field('Account Name').value).toBe('');
    expect(continueButton().disabled).toBe(true);
  });

  it("shows the bank's refusal of the account and keeps Continue off", async () => {
    const { field, continueButton, fill } = await setup([
      answer(accountDetailsEndpoint, () =>
        jsonResponse(422, { status: 'error', message: 'We could not find this account. Please check the account number and bank.' }),
      ),
    ]);
    await fill('2500', '058', '0123456789');
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('We could not find this account. Please check the account number and bank.', { form: 'account-lookup' }),
    );
    expect(field('Account Name').value).toBe('');
    expect(field('Account Number').getAttribute('aria-invalid')).toBe('true');
    expect(continueButton().disabled).toBe(true);
  });

  it('says when the banks cannot be loaded, and loads them again on Try again', async () => {
    let down = true;
    fakeApi([answer(banksEndpoint, () => (down ? new Response('', { status: 503 }) : BANKS))]);
    signIn(customerFixture());
    renderRoute('/withdraw', WithdrawScreen);
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to get banks. Please try again.', undefined));
    const bank = screen.getByRole('combobox', { name: 'Bank' }) as HTMLSelectElement;
    expect(bank.disabled).toBe(true);
    // Said beside the field too, after the toast has gone.
    expect(screen.getByText('Failed to get banks. Please try again.').getAttribute('role')).toBe('alert');
    down = false;
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect([...bank.options].map((option) => option.text)).toEqual(['Select Bank', 'Access Bank', 'Guaranty Trust Bank']));
    expect(bank.disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('refuses an amount of 0.9 or less before asking for the PIN', async () => {
    await refusedOnTheForm(await setup(), '0.9', 'Please enter a valid amount.');
  });

  it('withdraws with the PIN, says so, refetches the customer and goes home', async () => {
    const { user, router, callsTo, continueButton, fill } = await setup([
      answer(makeWithdrawalEndpoint, () => ({ status: 'success', message: '₦2,500.00 has been sent to ADA OBI.' })),
    ]);
    await fill('2500', '058', '0123456789');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Enter PIN');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    const customerCalls = callsTo(customerEndpoint).length;
    await user.keyboard('2468{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [withdrawal] = callsTo(makeWithdrawalEndpoint);
    expect(withdrawal?.body).toEqual({ amount: '2500', bank: '058', accountnumber: '0123456789', pin: '2468' });
    expect(withdrawal?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(notifySuccess).toHaveBeenCalledWith('₦2,500.00 has been sent to ADA OBI.');
    expect(callsTo(customerEndpoint)).toHaveLength(customerCalls + 1);
  });

  it('keeps a wrong PIN in the PIN dialog, to be typed again', async () => {
    const { user, router, continueButton, fill } = await setup([
      answer(makeWithdrawalEndpoint, () => jsonResponse(422, { status: 'error', message: 'Incorrect PIN. You have 4 tries left.', code: 'wrong_pin' })),
    ]);
    await fill('2500', '058', '0123456789');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    await user.keyboard('1111{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Incorrect PIN. You have 4 tries left.'));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    expect(dialog.open).toBe(true);
    expect(notifyError).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/withdraw');
  });

  it("closes the PIN dialog on the bank's refusal, or the fallback, and says it on the page", async () => {
    const answers = [
      jsonResponse(422, { status: 'error', message: 'The bank declined this withdrawal. Your wallet has been refunded.' }),
      new Response('', { status: 500 }),
    ];
    const { user, router, continueButton, fill } = await setup([answer(makeWithdrawalEndpoint, () => answers.shift()!)]);
    await fill('2500', '058', '0123456789');
    for (const message of ['The bank declined this withdrawal. Your wallet has been refunded.', 'Failed to process cashout. Please try again.']) {
      await waitFor(() => expect(continueButton().disabled).toBe(false));
      await user.click(continueButton());
      const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
      await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
      await user.keyboard('2468{Enter}');
      await waitFor(() => expect(notifyError).toHaveBeenLastCalledWith(message, { form: 'withdraw', urgent: true }));
      expect(dialog.open).toBe(false);
      expect(within(dialog).getByRole('alert', { hidden: true }).textContent).toBe('');
    }
    expect(router.state.location.pathname).toBe('/withdraw');
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('has a customer without a PIN set one first', async () => {
    const { user, continueButton, fill } = await setup([], customerFixture({ pin: null }));
    await fill('2500', '058', '0123456789');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Set New PIN');
  });

  // GET config's answer is kept for the page load, so the file's only read of it comes last.
  it('states the range under the amount and refuses less than the least or more than the daily limit before asking for the PIN', async () => {
    const screenParts = await setup([answer(configEndpoint, appConfigFixture)]);
    await waitFor(() => expect(describedAs(screenParts.field('Amount'))).toBe('You can withdraw from ₦20, up to ₦1,000,000 a day.'));
    await refusedOnTheForm(screenParts, '19.99', 'The least you can withdraw at once is ₦20.');
    await screenParts.user.clear(screenParts.field('Amount'));
    await screenParts.user.clear(screenParts.field('Account Number'));
    await refusedOnTheForm(screenParts, '1000000.01', 'You can withdraw at most ₦1,000,000 a day.');
  });
});
