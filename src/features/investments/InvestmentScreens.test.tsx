import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import type { Customer } from '@contract/customer';
import { calculatorEndpoint, cashoutReturnsEndpoint, createInvestmentEndpoint, investmentsEndpoint, plansEndpoint } from '@contract/investments';
import type { ResponseOf } from '@contract/endpoint';
import { answer, fakeApi, renderApp, type Answer } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';
import { investmentFixture, planFixture } from './testPlans';

const { notifyError, notifyInvalid, notifySuccess } = vi.hoisted(() => ({
  notifyError: vi.fn(),
  notifyInvalid: vi.fn(),
  notifySuccess: vi.fn(),
}));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError, notifyInvalid, notifySuccess }));

const PLAN = planFixture();
const CALCULATION: ResponseOf<typeof calculatorEndpoint> = {
  status: 'success',
  message: 'Here is what your investment would return.',
  data: {
    percentage: 9.5,
    duration: '26 Weeks',
    period: 'week',
    bit_return: '6317.31',
    amountreturnable: '164250.00',
    amounttobepaid: '150000.00',
    schedule: [],
  },
};
const INVESTED = 'You have successfully invested in 2 units of Bajaj Boxer Riders (weekly).';

const setup = (customer: Customer = customerFixture({ ngnbalance: '200000.00' }), path = `/investmentunit/${PLAN.id}`, answers: Answer[] = []) => {
  signIn(customer);
  const api = fakeApi([
    answer(customerEndpoint, () => ({ status: 'success', customer })),
    answer(plansEndpoint, () => ({ status: 'success', data: [PLAN] })),
    answer(calculatorEndpoint, () => CALCULATION),
    answer(createInvestmentEndpoint, () => ({ status: 'success', message: INVESTED })),
    answer(investmentsEndpoint, () => ({ status: 'success', data: [investmentFixture({ status: 0 })] })),
    ...answers,
  ]);
  const router = renderApp(path);
  return { ...api, router, user: userEvent.setup() };
};

const unitsField = () => screen.getByRole('textbox', { name: 'No. of units' });

describe('buying units', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    signOut();
  });

  it("refuses a fraction or nothing before any call, in the product's words", async () => {
    const { user, callsTo } = setup();
    expect(await screen.findByRole('heading', { name: 'Make Investment' })).toBeVisible();
    expect(screen.getByText('1 unit costs ₦75,000')).toBeVisible();
    await user.type(unitsField(), '2.5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(notifyInvalid).toHaveBeenCalledWith('Please enter a valid unit number.', { form: 'invest' });
    expect(unitsField().getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calculatorEndpoint)).toHaveLength(0);
  });

  it("shows the server's price, wants the terms agreed, buys with the PIN and goes to /investments", async () => {
    const { user, router, callsTo } = setup();
    await screen.findByRole('heading', { name: 'Make Investment' });
    await user.type(unitsField(), '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Confirm Investment' })).toBeVisible();
    expect(callsTo(calculatorEndpoint)[0]?.body).toEqual({ planid: PLAN.id, howmany: '2' });
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(expect.arrayContaining(['Bajaj Boxer Riders (weekly)', '2', '₦150,000', '₦164,250']));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(notifyInvalid).toHaveBeenCalledWith('Please agree to the terms before proceeding.', { form: 'invest' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'I agree to the terms of this investment' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Enter PIN');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    await user.keyboard('1234{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/investments'));
    const [purchase] = callsTo(createInvestmentEndpoint);
    expect(purchase?.body).toEqual({ pin: '1234', howmany: '2', plan: String(PLAN.id) });
    expect(purchase?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(notifySuccess).toHaveBeenCalledWith(INVESTED);
  });

  it('closes the PIN dialog when the plan cannot give the units, and says so on the page', async () => {
    const { user, router } = setup(undefined, undefined, [
      answer(createInvestmentEndpoint, () => jsonResponse(422, { status: 'error', message: 'Only 1 unit of this plan remains.' })),
    ]);
    await screen.findByRole('heading', { name: 'Make Investment' });
    await user.type(unitsField(), '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('switch', { name: 'I agree to the terms of this investment' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    await user.keyboard('1234{Enter}');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Only 1 unit of this plan remains.', { form: 'invest', urgent: true }));
    expect(dialog.open).toBe(false);
    expect(router.state.location.pathname).toBe(`/investmentunit/${PLAN.id}`);
  });

  it('keeps the units when going back from the confirm step, and takes the focus to each step it moves to', async () => {
    const { user } = setup();
    const first = await screen.findByRole('heading', { name: 'Make Investment' });
    expect(document.activeElement).not.toBe(first);
    await user.type(unitsField(), '3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('heading', { name: 'Confirm Investment' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((unitsField() as HTMLInputElement).value).toBe('3');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Make Investment' })));
  });

  it('has a customer without a PIN set one first', async () => {
    const { user } = setup(customerFixture({ pin: null, ngnbalance: '200000.00' }));
    await screen.findByRole('heading', { name: 'Make Investment' });
    await user.type(unitsField(), '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Set New PIN');
  });

  it('says how many units can be bought before Continue, and asks for no more than remain, before any call', async () => {
    const { user, callsTo } = setup();
    await screen.findByRole('heading', { name: 'Make Investment' });
    const range = screen.getByText('You can buy 1 to 300 units, whole units only.');
    expect(unitsField().getAttribute('aria-describedby')?.split(' ')).toContain(range.id);
    await user.type(unitsField(), '301');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(notifyInvalid).toHaveBeenCalledWith('Only 300 units of this plan remain.', { form: 'invest' });
    expect(callsTo(calculatorEndpoint)).toHaveLength(0);
  });

  it('says before the PIN when the wallet cannot pay, and offers the top-up', async () => {
    const { user } = setup(customerFixture({ ngnbalance: '149999.99' }));
    await screen.findByRole('heading', { name: 'Make Investment' });
    await user.type(unitsField(), '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your wallet balance is less than ₦150,000. Top up to continue. Top up');
    expect(within(alert).getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/deposit');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers nothing to buy in a sold-out plan', async () => {
    signIn(customerFixture());
    fakeApi([answer(plansEndpoint, () => ({ status: 'success', data: [planFixture({ status: 0, units_available: 0 })] }))]);
    renderApp(`/investmentunit/${PLAN.id}`);
    expect((await screen.findByRole('alert')).textContent).toBe('This plan is sold out.');
    expect(screen.queryByRole('textbox', { name: 'No. of units' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore Investments' }).getAttribute('href')).toBe('/investment/plans');
  });

  it('says when the plan in the address does not exist', async () => {
    setup(undefined, '/investmentunit/999');
    expect(await screen.findByText('This investment plan was not found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore Investments' }).getAttribute('href')).toBe('/investment/plans');
  });
});

describe('My Investments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    signOut();
  });

  it("reads '---' for the payout balance when the customer cannot be read, and says why the lists are missing", async () => {
    signIn(customerFixture());
    fakeApi([
      answer(customerEndpoint, () => new Response('', { status: 503 })),
      answer(plansEndpoint, () => new Response('', { status: 503 })),
      answer(investmentsEndpoint, () => jsonResponse(500, { status: 'error', message: 'Server error' })),
    ]);
    renderApp('/investments');
    expect(await screen.findByRole('heading', { name: 'My Investments' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Payout Balance' }).textContent).toBe('---');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to fetch carousel dta. Please try again.', undefined));
    expect(notifyError).toHaveBeenCalledWith('Failed to fetch investments. Please try again.', undefined);
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });

  it('cashes the payout balance out with the PIN and reads everything again', async () => {
    const customer = customerFixture({ returns_ngnbalance: '6317.30' });
    signIn(customer);
    const { callsTo } = fakeApi([
      answer(customerEndpoint, () => ({ status: 'success', customer })),
      answer(plansEndpoint, () => ({ status: 'success', data: [PLAN] })),
      answer(investmentsEndpoint, () => ({ status: 'success', data: [investmentFixture()] })),
      answer(cashoutReturnsEndpoint, () => ({ status: 'success', message: '₦6,317.30 has been moved to your wallet.' })),
    ]);
    renderApp('/investments');
    const user = userEvent.setup();
    expect(await screen.findByRole('region', { name: 'Opportunities' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Payout Balance' }).textContent).toBe('₦6,317.30');
    await user.click(screen.getByRole('button', { name: 'Cashout' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    const reads = callsTo(investmentsEndpoint).length;
    await user.keyboard('1234{Enter}');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('₦6,317.30 has been moved to your wallet.'));
    expect(callsTo(cashoutReturnsEndpoint)[0]?.body).toEqual({ pin: '1234' });
    await waitFor(() => expect(callsTo(investmentsEndpoint).length).toBeGreaterThan(reads));
  });

  it('offers Invest only on the opportunities that can be bought; an inactive one says so, with no way in', async () => {
    signIn(customerFixture());
    const closed = planFixture({ id: 9, name: 'Tipper Truck', status: 3 });
    fakeApi([
      answer(customerEndpoint, () => ({ status: 'success', customer: customerFixture() })),
      answer(plansEndpoint, () => ({ status: 'success', data: [PLAN, closed] })),
      answer(investmentsEndpoint, () => ({ status: 'success', data: [] })),
    ]);
    renderApp('/investments');
    const opportunities = await screen.findByRole('region', { name: 'Opportunities' });
    await waitFor(() => expect(within(opportunities).getAllByText('Inactive')).not.toHaveLength(0));
    // Slides off screen are hidden from assistive technology; every slide counts here.
    const invest = within(opportunities).getAllByRole('link', { name: /^Invest: /, hidden: true });
    expect(new Set(invest.map((link) => link.getAttribute('aria-label')))).toEqual(new Set([`Invest: ${PLAN.name}`]));
  });

  it('keeps a wrong PIN in the cash-out dialog, and closes it for the PIN lock, which the page then states', async () => {
    const customer = customerFixture({ returns_ngnbalance: '6317.30' });
    signIn(customer);
    const answers = [
      jsonResponse(422, { status: 'error', message: 'Incorrect PIN. You have 1 try left.', code: 'wrong_pin' }),
      jsonResponse(422, { status: 'error', message: 'Too many wrong PINs. PIN use is locked; try again in 30 minutes.', code: 'pin_locked' }),
    ];
    fakeApi([
      answer(customerEndpoint, () => ({ status: 'success', customer })),
      answer(plansEndpoint, () => ({ status: 'success', data: [PLAN] })),
      answer(investmentsEndpoint, () => ({ status: 'success', data: [investmentFixture()] })),
      answer(cashoutReturnsEndpoint, () => answers.shift()!),
    ]);
    renderApp('/investments');
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Opportunities' });
    await user.click(screen.getByRole('button', { name: 'Cashout' }));
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    await user.keyboard('1111{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Incorrect PIN. You have 1 try left.'));
    expect(dialog.open).toBe(true);

    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    await user.keyboard('2222{Enter}');
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Too many wrong PINs. PIN use is locked; try again in 30 minutes.', { form: 'cashout', urgent: true }),
    );
    expect(dialog.open).toBe(false);
  });
});

describe('the plans list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('names each plan one heading level under the page title, so the outline skips no level', async () => {
    setup(undefined, '/investment/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Investments' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: PLAN.name })).toBeVisible();
  });

  it('says there is no plan yet, with the way back to the dashboard', async () => {
    setup(undefined, '/investment/plans', [answer(plansEndpoint, () => ({ status: 'success', data: [] }))]);
    expect(await screen.findByText('There are no investment plans yet.')).toBeInstanceOf(HTMLParagraphElement);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
