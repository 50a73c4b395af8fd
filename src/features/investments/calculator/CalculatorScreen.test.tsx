import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculatorEndpoint, plansEndpoint } from '@contract/investments';
import type { ResponseOf } from '@contract/endpoint';
import { answer, fakeApi, renderApp, type Answer } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';
import { planFixture } from '../testPlans';

const { notifyError, notifyInvalid, notifySuccess } = vi.hoisted(() => ({
  notifyError: vi.fn(),
  notifyInvalid: vi.fn(),
  notifySuccess: vi.fn(),
}));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError, notifyInvalid, notifySuccess }));

const PLANS = [planFixture(), planFixture({ id: 5, name: 'Haulage Truck, Apapa to Kano', which: 4, category: 4 })];
const CALCULATION: ResponseOf<typeof calculatorEndpoint> = {
  status: 'success',
  message: 'Here is what your investment would return.',
  data: {
    percentage: 9.5,
    duration: '26 Weeks',
    period: 'week',
    bit_return: '7896.63',
    amountreturnable: '205312.50',
    amounttobepaid: '187500.00',
    schedule: [{ date: '2026-12-01T23:00:00.000Z', amount: '7896.63' }],
  },
};

const setup = (answers: Answer[] = []) => {
  signIn(customerFixture());
  const api = fakeApi([answer(plansEndpoint, () => ({ status: 'success', data: PLANS })), answer(calculatorEndpoint, () => CALCULATION), ...answers]);
  const router = renderApp('/calulator');
  return { ...api, router, user: userEvent.setup() };
};

const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the calculator', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    signOut();
  });

  it('starts with no plan and 1 unit, and asks for both before any call', async () => {
    const { user, callsTo } = setup();
    const plan = (await screen.findByRole('combobox', { name: 'Select Plan' })) as HTMLSelectElement;
    expect([...plan.options].map((option) => option.text)).toEqual(['Select a Plan', 'Bajaj Boxer Riders (weekly)', 'Haulage Truck, Apapa to Kano']);
    expect(plan.value).toBe('');
    const units = screen.getByRole('textbox', { name: 'Number of Units' }) as HTMLInputElement;
    expect(units.value).toBe('1');
    expect(units.placeholder).toBe('Enter a unit number');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(notifyInvalid).toHaveBeenCalledWith('Please select a plan and enter a unit.', { form: 'calculator' });
    await user.selectOptions(plan, '2');
    await user.clear(units);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(notifyInvalid).toHaveBeenLastCalledWith('Please select a plan and enter a unit.', { form: 'calculator' });
    expect(callsTo(calculatorEndpoint)).toHaveLength(0);
  });

  it('keeps the empty list quietly when the plans fail to load: only the placeholder, no message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup([answer(plansEndpoint, () => jsonResponse(500, { status: 'error', message: 'Down for a moment.' }))]);
    const plan = await screen.findByLabelText<HTMLSelectElement>('Select Plan');
    expect([...plan.options].map((option) => option.text)).toEqual(['Select a Plan']);
    expect(warn).toHaveBeenCalledWith('customer/fetchplans:', 'Down for a moment.');
    expect(notifyError).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("prices fractions of a unit, says so, and shows the server's figures on /calcs", async () => {
    const { user, router, callsTo } = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Plan' }), '2');
    const units = screen.getByRole('textbox', { name: 'Number of Units' });
    await user.clear(units);
    await user.type(units, '2.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/calcs'));
    expect(callsTo(calculatorEndpoint)[0]?.body).toEqual({ planid: 2, howmany: '2.5' });
    expect(notifySuccess).toHaveBeenCalledWith('Here is what your investment would return.');
    expect(await screen.findByRole('img', { name: 'Percentage return: 9.5%' })).toHaveTextContent('9.5%');
    expect(row('Duration')).toBe('26 Weeks');
    expect(row('Weekly Return')).toBe('₦7,896.63');
    expect(row('Total Amount Returned')).toBe('₦205,312.50');
    expect(row('Percentage Profit')).toBe('9.5%');
    expect(row('Amount to be paid')).toBe('₦187,500');
    expect(row('Number of Unit')).toBe('2.5');
    expect(screen.getByRole('heading', { name: 'Payout schedule' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore All Investment Plans' }).getAttribute('href')).toBe('/investment/plans');
  });

  it('labels the regular payout Monthly Return for a plan that pays monthly', async () => {
    const monthly: typeof CALCULATION = { ...CALCULATION, data: { ...CALCULATION.data, duration: '18 Months', period: 'month', bit_return: '75000.00' } };
    const { user, router } = setup([answer(calculatorEndpoint, () => monthly)]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Plan' }), '5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calcs'));
    await screen.findByRole('heading', { name: 'Investment Summary' });
    expect(row('Duration')).toBe('18 Months');
    expect(row('Monthly Return')).toBe('₦75,000');
    expect(screen.queryByText('Weekly Return', { selector: 'dt' })).toBeNull();
  });

  it("shows the server's refusal, or the fallback, and stays", async () => {
    const answers = [jsonResponse(422, { status: 'error', message: 'This plan was not found.' }), new Response('', { status: 500 })];
    const { user, router } = setup([answer(calculatorEndpoint, () => answers.shift()!)]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Plan' }), '5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('This plan was not found.', { form: 'calculator' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to calculate. Please try again.', { form: 'calculator' }));
    expect(router.state.location.pathname).toBe('/calulator');
  });

  it('shows placeholders on /calcs opened without a calculation', async () => {
    signIn(customerFixture());
    fakeApi();
    renderApp('/calcs');
    expect(await screen.findByRole('heading', { name: 'Investment Summary' })).toBeVisible();
    expect(screen.getAllByText('--', { selector: 'dd' })).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: 'Payout schedule' })).toBeNull();
  });
});
