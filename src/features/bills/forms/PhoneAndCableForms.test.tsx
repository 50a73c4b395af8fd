import { cleanup, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { beneficiariesEndpoint, cablePackagesEndpoint, cableProvidersEndpoint, dataPlansEndpoint, verifySmartCardEndpoint } from '@contract/bills';
import { configEndpoint } from '@contract/config';
import type { ResponseOf } from '@contract/endpoint';
import { answer, appConfigFixture, describedAs, fakeApi, notFound, renderApp, type Answer } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';

const { notifyError, notifyInvalid } = vi.hoisted(() => ({ notifyError: vi.fn(), notifyInvalid: vi.fn() }));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError, notifyInvalid }));

const RECENT = {
  status: 'success' as const,
  data: {
    phones: [{ number: '08051234567', network: '02', paid_at: '2026-11-22T10:00:00.000Z' }],
    meters: [],
    cards: [{ smartcardno: '7023456789', code: '02', customer_name: 'ADA OBI', paid_at: '2026-11-22T10:00:00.000Z' }],
  },
};
const GLO_PLANS: ResponseOf<typeof dataPlansEndpoint> = {
  status: 'success',
  success: true,
  data: [{ ID: '02', PRODUCT: [{ PRODUCT_ID: '1000.0', PRODUCT_NAME: '1 GB - 30 days', PRODUCT_AMOUNT: '290.00' }] }],
};
const GOTV = { status: 'success' as const, data: [{ PACKAGE_ID: 'gotv-jolli', PACKAGE_NAME: 'GOtv Jolli', PACKAGE_AMOUNT: '4850.00' }] };

const open = async (path: string, heading: string, answers: Answer[] = []) => {
  signIn(customerFixture());
  const api = fakeApi([
    answer(beneficiariesEndpoint, () => RECENT),
    answer(dataPlansEndpoint, ({ params }) => (params.network === 'Glo' ? GLO_PLANS : notFound())),
    answer(cableProvidersEndpoint, () => ({
      status: 'success',
      data: [
        { code: '01', name: 'DStv' },
        { code: '02', name: 'GOtv' },
      ],
    })),
    answer(cablePackagesEndpoint, () => GOTV),
    answer(verifySmartCardEndpoint, () => ({ status: 'success', message: 'ADA OBI', data: { customer_name: 'ADA OBI' } })),
    ...answers,
  ]);
  const router = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
  return { ...api, router, user: userEvent.setup({ delay: null }), field, select };
};

const rows = () => screen.getAllByRole('definition').map((row) => row.textContent);

// The screens' modules load once here rather than inside the first test.
beforeAll(() => Promise.all([import('./BillFormScreen'), import('../review/ReviewScreen'), import('../hub/BillsHubScreen'), import('@/features/pin')]));

describe('the airtime, data and cable forms', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('airtime asks for every field, states and holds the range GET config gave, shows network names and sends their codes to the review', async () => {
    const { user, field, select, router } = await open('/airtime', 'Airtime Top-Up', [answer(configEndpoint, appConfigFixture)]);
    await waitFor(() => expect(describedAs(field('Amount'))).toBe('From ₦50 to ₦200,000, in whole naira.'));
    expect([...select('Network').options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select Network'],
      ['01', 'MTN'],
      ['02', 'GLO'],
      ['03', '9MOBILE'],
      ['04', 'AIRTEL'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(notifyInvalid).toHaveBeenCalledWith('Please fill all fields.', { form: 'airtime' });

    await user.selectOptions(select('Network'), '03');
    await user.type(field('Phone Number'), '0809 123 4567');
    await user.type(field('Amount'), '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(notifyInvalid).toHaveBeenLastCalledWith('The amount must be from ₦50 to ₦200,000.', { form: 'airtime' });
    expect(router.state.location.pathname).toBe('/airtime');
    await user.type(field('Amount'), '0');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review Payment' });
    expect(router.state.location.pathname).toBe('/review/airtime');
    expect(rows()).toEqual(['Airtime', '08091234567', '₦300', '9MOBILE']);
  });

  it('airtime offers the numbers topped up lately, with their network', async () => {
    const { user, field, select } = await open('/utilitybills/airtime', 'Airtime Top-Up');
    await user.click(screen.getByRole('button', { name: '08051234567 · GLO' }));
    expect(field('Phone Number').value).toBe('08051234567');
    expect(select('Network').value).toBe('02');
  });

  it("data loads the chosen network's plans; the plan sets the amount", async () => {
    const { user, field, select, router, callsTo } = await open('/data-subscription', 'Data Subscription');
    expect(select('Data Plan').disabled).toBe(true);
    expect(select('Data Plan').options[0]?.text).toBe('Select a network first');
    await user.selectOptions(select('Network'), '02');
    await waitFor(() => expect(select('Data Plan').disabled).toBe(false));
    expect(callsTo(dataPlansEndpoint)).toHaveLength(1);
    await user.selectOptions(select('Data Plan'), '1000.0');
    expect(select('Data Plan').selectedOptions[0]?.text).toBe('1 GB - 30 days (₦290)');
    expect(field('Amount').readOnly).toBe(true);
    expect(field('Amount').value).toBe('₦290');
    await user.type(field('Phone Number'), '08051234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review Payment' });
    expect(router.state.location.pathname).toBe('/review/data-subscription');
    expect(rows()).toEqual(['GLO', '08051234567', '₦290', 'GLO', '1 GB - 30 days']);
  });

  it('data says when the plans cannot be fetched, in the words of docs/product.md §Errors and toasts', async () => {
    const { user, select } = await open('/data-subscription', 'Data Subscription', [
      answer(dataPlansEndpoint, ({ params }) =>
        params.network === 'MTN' ? new Response('', { status: 503 }) : jsonResponse(200, { status: 'success', success: true, data: 'none' }),
      ),
    ]);
    await user.selectOptions(select('Network'), '01');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('An error occurred while fetching data plans.', undefined));
    await user.selectOptions(select('Network'), '02');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to fetch data plans', undefined));
    expect(select('Data Plan').disabled).toBe(true);
  });

  it('data and cable offer Try again beside a list that failed, and load it again', async () => {
    let down = true;
    const { user, select, callsTo } = await open('/data-subscription', 'Data Subscription', [
      answer(dataPlansEndpoint, () => (down ? new Response('', { status: 503 }) : GLO_PLANS)),
    ]);
    await user.selectOptions(select('Network'), '02');
    await screen.findByText('An error occurred while fetching data plans.', { selector: '[role="alert"]' });
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(select('Data Plan').disabled).toBe(false));
    expect(callsTo(dataPlansEndpoint)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();

    down = true;
    const cable = await open('/cable', 'Cable Subscription', [answer(cablePackagesEndpoint, () => (down ? new Response('', { status: 503 }) : GOTV))]);
    await cable.user.selectOptions(cable.select('Cable Provider'), '02');
    await screen.findByText('An error occurred while fetching cable plans', { selector: '[role="alert"]' });
    down = false;
    await cable.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cable.select('Package').disabled).toBe(false));
    expect(cable.callsTo(cablePackagesEndpoint)).toHaveLength(2);
  });

  it('cable: the package sets the read-only amount; Continue waits for the card to verify', async () => {
    const { user, field, select, router, callsTo } = await open('/cable', 'Cable Subscription');
    await user.selectOptions(select('Cable Provider'), '02');
    await waitFor(() => expect(select('Package').disabled).toBe(false));
    await user.selectOptions(select('Package'), 'gotv-jolli');
    expect(field('Amount').readOnly).toBe(true);
    expect(field('Amount').value).toBe('₦4,850');
    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '7023456789 · GOtv · ADA OBI' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Customer Name' }).textContent).toBe('ADA OBI'));
    expect(callsTo(verifySmartCardEndpoint)[0]?.body).toEqual({ SmartCardNo: '7023456789', CableTV: '02' });
    await user.click(continueButton);
    await screen.findByRole('heading', { name: 'Review Payment' });
    expect(router.state.location.pathname).toBe('/review/cable');
    expect(rows()).toEqual(['ADA OBI', '7023456789', '₦4,850', 'GOtv', 'GOtv Jolli']);
  });

  it("cable: a name that is no name ('Service unavailable…') is a failed check; Continue stays disabled", async () => {
    const unavailable = 'Service unavailable. Please try again later.';
    const { user, field, select } = await open('/cable', 'Cable Subscription', [
      answer(verifySmartCardEndpoint, () => ({ status: 'success', message: unavailable, data: { customer_name: unavailable } })),
    ]);
    await user.selectOptions(select('Cable Provider'), '02');
    await waitFor(() => expect(select('Package').disabled).toBe(false));
    await user.selectOptions(select('Package'), 'gotv-jolli');
    await user.type(field('Smart Card Number'), '7023457777');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('We could not verify this card now. Please try again.', { form: 'cable' }));
    expect(screen.queryByRole('status', { name: 'Customer Name' })).toBeNull();
    expect(screen.queryByText(unavailable)).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
