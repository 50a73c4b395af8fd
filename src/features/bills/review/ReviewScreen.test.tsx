import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import { beneficiariesEndpoint, buyAirtimeEndpoint, buyElectricityEndpoint, cableProvidersEndpoint, electricCompaniesEndpoint } from '@contract/bills';
import { notificationPageEndpoint } from '@contract/notifications';
import type { Endpoint } from '@contract/endpoint';
import { answer, fakeApi, renderApp, type Answer, type ApiCall } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';
import type { BillReview } from '../reviewState';

const { notifyError, notifySuccess } = vi.hoisted(() => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError, notifySuccess }));

const NO_RECENT = { status: 'success' as const, data: { phones: [], meters: [], cards: [] } };
const AIRTIME: BillReview = { kind: 'airtime', network: '01', number: '08031234567', amount: '500' };
const ELECTRICITY: BillReview = { kind: 'electricity', company: '02', meterType: '01', meterno: '45012345678', amount: '3000', customerName: 'ADA OBI' };
const TOKEN_MESSAGE = 'Your purchase of ₦3,000.00 Ikeja electricity (PREPAID) for meter 45012345678 was successful. Your token: 1234-5678-9012-3456-7890';

const setup = async (path: string, bill: BillReview | undefined, answers: Answer[] = []) => {
  signIn(customerFixture());
  const api = fakeApi([
    answer(beneficiariesEndpoint, () => NO_RECENT),
    answer(electricCompaniesEndpoint, () => ({ status: 'success', data: [{ code: '02', description: 'Ikeja' }] })),
    answer(cableProvidersEndpoint, () => ({ status: 'success', data: [{ code: '02', name: 'GOtv' }] })),
    ...answers,
  ]);
  const router = renderApp(path, bill ? { bill } : undefined);
  return { ...api, router, user: userEvent.setup({ delay: null }) };
};

const payWithPin = async (user: ReturnType<typeof userEvent.setup>, pin: string) => {
  await user.click(await screen.findByRole('button', { name: 'Proceed' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveAccessibleName('Enter PIN');
  await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
  await user.keyboard(`${pin}{Enter}`);
  return dialog;
};

/**
 * The form a review sent the customer back to has asked for what it shows (its recent numbers
 * first) and shows it: its requests went to the test's fake API, not past the test's end.
 */
const formLoaded = (callsTo: (endpoint: Endpoint) => ApiCall[]) =>
  waitFor(() => {
    expect(callsTo(beneficiariesEndpoint)).not.toHaveLength(0);
    expect(screen.getByRole('main').querySelector('[aria-busy="true"]')).toBeNull();
  });

// The screens' modules load once here rather than inside the first test.
beforeAll(() => Promise.all([import('../forms/BillFormScreen'), import('./ReviewScreen'), import('../hub/BillsHubScreen'), import('@/features/pin')]));

describe('ReviewScreen', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('pays airtime with the PIN and an Idempotency-Key, says so and goes to the hub', async () => {
    const { user, router, callsTo } = await setup('/review/airtime', AIRTIME, [
      answer(buyAirtimeEndpoint, () => ({ status: 'success', message: 'Your purchase of ₦500.00 MTN airtime for 08031234567 was successful.' })),
    ]);
    expect(await screen.findByRole('heading', { name: 'Review Payment' })).toBeVisible();
    expect(screen.getAllByRole('definition').map((row) => row.textContent)).toEqual(['Airtime', '08031234567', '₦500', 'MTN']);
    const customerCalls = callsTo(customerEndpoint).length;
    await payWithPin(user, '2468');

    await waitFor(() => expect(router.state.location.pathname).toBe('/utilitybills'));
    // The hub took the review's place: Back does not reopen a paid review.
    expect(router.history.length).toBe(1);
    const [purchase] = callsTo(buyAirtimeEndpoint);
    expect(purchase?.body).toEqual({ pin: '2468', network: '01', number: '08031234567', amount: '500' });
    expect(purchase?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(notifySuccess).toHaveBeenCalledWith('Your purchase of ₦500.00 MTN airtime for 08031234567 was successful.');
    await waitFor(() => expect(callsTo(customerEndpoint).length).toBeGreaterThan(customerCalls));
    expect(callsTo(notificationPageEndpoint).length).toBeGreaterThan(0);
    expect(within(await screen.findByRole('region', { name: 'Last purchase' })).queryByRole('status')).toBeNull();
  });

  it('keeps an electricity token on the hub, to copy, after its toast', async () => {
    const { user, callsTo } = await setup('/review/electricty-bill', ELECTRICITY, [
      answer(buyElectricityEndpoint, () => ({ status: 'success', message: TOKEN_MESSAGE, token: '1234-5678-9012-3456-7890' })),
    ]);
    await payWithPin(user, '1234');
    const receipt = await screen.findByRole('region', { name: 'Last purchase' });
    expect(within(receipt).getByRole('status', { name: 'Electricity token' }).textContent).toBe('1234-5678-9012-3456-7890');
    expect(notifySuccess).toHaveBeenCalledWith(TOKEN_MESSAGE);
    expect(callsTo(buyElectricityEndpoint)[0]?.body).toEqual({ pin: '1234', ElectricCode: '02', MeterNo: '45012345678', amount: '3000', MeterType: '01' });
    await user.click(within(receipt).getByRole('button', { name: 'Copy token' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('1234-5678-9012-3456-7890');
    expect(notifySuccess).toHaveBeenCalledWith('Token copied.');
  });

  it("shows the token from the answer's token field, whatever form the disco gave it", async () => {
    // A token that is not 20 digits is written as the provider gave it, not in groups of four.
    const message = 'Your purchase of ₦3,000.00 Ikeja electricity (PREPAID) for meter 45012345678 was successful. Your token: 5117 2048 9931';
    const { user } = await setup('/review/electricty-bill', ELECTRICITY, [
      answer(buyElectricityEndpoint, () => ({ status: 'success', message, token: '5117 2048 9931' })),
    ]);
    await payWithPin(user, '1234');
    const receipt = await screen.findByRole('region', { name: 'Last purchase' });
    expect(within(receipt).getByRole('status', { name: 'Electricity token' })).toHaveTextContent('5117 2048 9931');
    expect(within(receipt).getByText(message)).toBeVisible();
  });

  it("keeps a wrong PIN in the dialog; the provider's refusal, or docs/product.md §Errors and toasts words, close it and show on the page", async () => {
    const answers = [
      jsonResponse(422, { status: 'error', message: 'Incorrect PIN. You have 4 tries left.', code: 'wrong_pin' }),
      jsonResponse(422, { status: 'error', message: 'The provider declined this purchase. ₦500.00 is back in your wallet.' }),
      new Response('', { status: 500 }),
    ];
    const { user, router } = await setup('/review/airtime', AIRTIME, [answer(buyAirtimeEndpoint, () => answers.shift()!)]);
    const dialog = (await payWithPin(user, '1111')) as HTMLDialogElement;
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Incorrect PIN. You have 4 tries left.'));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    expect(notifyError).not.toHaveBeenCalled();

    await user.keyboard('1234{Enter}');
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('The provider declined this purchase. ₦500.00 is back in your wallet.', { form: 'bill-review', urgent: true }),
    );
    expect(dialog.open).toBe(false);

    await payWithPin(user, '1234');
    await waitFor(() => expect(notifyError).toHaveBeenLastCalledWith('Failed to purchase airtime. Please try again.', { form: 'bill-review', urgent: true }));
    expect(dialog.open).toBe(false);
    expect(router.state.location.pathname).toBe('/review/airtime');
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('asks a customer without a PIN to set one first', async () => {
    signIn(customerFixture({ pin: null }));
    fakeApi([answer(customerEndpoint, () => ({ status: 'success', customer: customerFixture({ pin: null }) }))]);
    renderApp('/review/airtime', { bill: AIRTIME });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Set New PIN');
  });

  it.each([
    ['/review/cable', '/cable', 'No data provided. Redirecting to the cable subscription page.'],
    ['/review/electricty-bill', '/electricty', 'No data provided. Redirecting to the electricty subscription page.'],
    ['/review/data-subscription', '/data-subscription', 'No data provided. Redirecting to the data subscription page.'],
    ['/review/airtime', '/airtime', 'No data provided. Redirecting to the airtime page.'],
  ])('sends %s opened without its values to %s, saying so', async (path, form, message) => {
    const { router, callsTo } = await setup(path, undefined);
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(message));
    expect(router.state.location.pathname).toBe(form);
    await formLoaded(callsTo);
  });

  it("does not take another bill's values", async () => {
    const { router, callsTo } = await setup('/review/cable', AIRTIME);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cable'));
    await formLoaded(callsTo);
  });
});
