import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { beneficiariesEndpoint, electricCompaniesEndpoint, verifyMeterEndpoint } from '@contract/bills';
import { configEndpoint } from '@contract/config';
import { answer, appConfigFixture, describedAs, fakeApi, renderApp, type Answer } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';

const { notifyError, notifyInvalid } = vi.hoisted(() => ({ notifyError: vi.fn(), notifyInvalid: vi.fn() }));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError, notifyInvalid }));

const COMPANIES = {
  status: 'success' as const,
  data: [
    { code: '01', description: 'Eko' },
    { code: '02', description: 'Ikeja' },
  ],
};
const NO_RECENT = { status: 'success' as const, data: { phones: [], meters: [], cards: [] } };
const verified = (name: string) => ({ status: 'success' as const, message: name, data: { customer_name: name } });

const setup = async (answers: Answer[] = [], path = '/electricty') => {
  signIn(customerFixture());
  const api = fakeApi([
    answer(electricCompaniesEndpoint, () => COMPANIES),
    answer(beneficiariesEndpoint, () => NO_RECENT),
    answer(verifyMeterEndpoint, () => verified('ADA OBI')),
    ...answers,
  ]);
  const router = renderApp(path);
  await screen.findByRole('heading', { name: 'Electricity Bill', level: 1 });
  const user = userEvent.setup({ delay: null });
  const meter = () => screen.getByRole('textbox', { name: 'Meter Number' }) as HTMLInputElement;
  const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
  const amount = () => screen.queryByRole('textbox', { name: 'Amount' }) as HTMLInputElement | null;
  return { ...api, router, user, meter, continueButton, amount };
};

/** Chooses the company, types a meter number and verifies it, until the amount shows. */
const verifyMeter = async ({ user, meter, amount }: Awaited<ReturnType<typeof setup>>, company: string) => {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), company);
  await user.type(meter(), '45012345678');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(amount()).not.toBeNull());
};

/** Types `typed` as the amount, in place of what was there, and presses Continue. */
const continueWith = async ({ user, amount }: Awaited<ReturnType<typeof setup>>, typed: string) => {
  await user.clear(amount()!);
  await user.type(amount()!, typed);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

// The screens' modules load once here rather than inside the first test.
beforeAll(() => Promise.all([import('./BillFormScreen'), import('../review/ReviewScreen'), import('../hub/BillsHubScreen'), import('@/features/pin')]));

describe('ElectricityForm', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('verifies the meter, shows the name and only then the amount; an edit un-verifies it', async () => {
    const { user, meter, continueButton, amount, callsTo } = await setup();
    expect(continueButton().disabled).toBe(true);
    expect(amount()).toBeNull();
    expect((screen.getByRole('radio', { name: 'PREPAID' }) as HTMLInputElement).checked).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), '02');
    await user.type(meter(), '4501-2345678');
    expect(meter().value).toBe('45012345678');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Customer Name' }).textContent).toBe('ADA OBI'));
    expect(callsTo(verifyMeterEndpoint).map((call) => call.body)).toEqual([{ meterno: '45012345678', code: '02', MeterType: '01' }]);
    expect(continueButton().disabled).toBe(false);
    expect(amount()).not.toBeNull();

    await user.type(meter(), '{Backspace}');
    expect(screen.queryByRole('status', { name: 'Customer Name' })).toBeNull();
    expect(continueButton().disabled).toBe(true);
    expect(amount()).toBeNull();
    await user.type(meter(), '8');
    expect(continueButton().disabled).toBe(true);

    // Switching the meter type un-verifies it too: the server remembers a check per type.
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(screen.getByRole('radio', { name: 'POSTPAID' }));
    expect(continueButton().disabled).toBe(true);
  });

  it("says why a check failed and stays unverified: the server's words, else docs/product.md §Errors and toasts", async () => {
    const answers = [jsonResponse(422, { status: 'error', message: 'Verification failed. Please check your details.' }), new Response('', { status: 503 })];
    const { user, meter, continueButton } = await setup([answer(verifyMeterEndpoint, () => answers.shift()!)]);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(notifyInvalid).toHaveBeenCalledWith('Fill in the form fields.', { form: 'electricity' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), '01');
    await user.type(meter(), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(notifyInvalid).toHaveBeenCalledWith('The meter number must be 6 to 13 digits.', { form: 'electricity' });

    await user.type(meter(), '678901');
    for (const message of ['Verification failed. Please check your details.', 'Failed to Verfiy meter number. Please try again.']) {
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(notifyError).toHaveBeenCalledWith(message, { form: 'electricity' }));
      await waitFor(() => expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(false));
    }
    expect(continueButton().disabled).toBe(true);
  });

  it("takes a name that is no name ('Service unavailable…') for a failed check: it says so and stays unverified", async () => {
    const unavailable = 'Service unavailable. Please try again later.';
    const answers = [
      verified('ADA OBI'),
      verified(unavailable),
      jsonResponse(503, { status: 'error', message: 'We could not verify this meter now. Please try again.' }),
    ];
    const { user, meter, continueButton, amount } = await setup([answer(verifyMeterEndpoint, () => answers.shift()!)]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), '01');
    await user.type(meter(), '45012347777');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    // The first check was good; a later one that is no name, then the server's own refusal, un-verify it.
    while (answers.length > 0) {
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(notifyError).toHaveBeenCalledWith('We could not verify this meter now. Please try again.', { form: 'electricity' }));
      await waitFor(() => expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(false));
      expect(screen.queryByRole('status', { name: 'Customer Name' })).toBeNull();
      expect(screen.queryByText(unavailable)).toBeNull();
      expect(continueButton().disabled).toBe(true);
      expect(amount()).toBeNull();
      notifyError.mockClear();
    }
  });

  it('goes to its review with the values, and the back arrow returns to them verified', async () => {
    const parts = await setup([], '/utilitybills/electricty');
    const { user, meter, amount, router } = parts;
    await verifyMeter(parts, '01');
    await continueWith(parts, '2500.5');
    expect(notifyInvalid).toHaveBeenCalledWith('The amount must be a whole naira amount.', { form: 'electricity' });
    await continueWith(parts, '2500');

    await screen.findByRole('heading', { name: 'Review Payment' });
    expect(router.state.location.pathname).toBe('/review/electricty-bill');
    expect(screen.getAllByRole('definition').map((row) => row.textContent)).toEqual(['PREPAID', '45012345678', 'ADA OBI', '₦2,500', 'Eko']);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Electricity Bill', level: 1 });
    expect(meter().value).toBe('45012345678');
    expect(screen.getByRole('status', { name: 'Customer Name' }).textContent).toBe('ADA OBI');
    expect(amount()?.value).toBe('2500');
  });

  it('offers the meters paid for lately', async () => {
    const recent = {
      ...NO_RECENT.data,
      meters: [{ meterno: '1234567', code: '02', metertype: '02', customer_name: 'OBI ADA', paid_at: '2026-11-22T10:00:00.000Z' }],
    };
    const { user, meter } = await setup([answer(beneficiariesEndpoint, () => ({ status: 'success', data: recent }))]);
    await user.click(screen.getByRole('button', { name: '1234567 · Ikeja · OBI ADA' }));
    expect(meter().value).toBe('1234567');
    expect((screen.getByRole('combobox', { name: 'Provider' }) as HTMLSelectElement).value).toBe('02');
    expect((screen.getByRole('radio', { name: 'POSTPAID' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when the providers cannot be loaded and tries again', async () => {
    const answers = [new Response('', { status: 503 }), COMPANIES];
    signIn(customerFixture());
    fakeApi([answer(electricCompaniesEndpoint, () => answers.shift()!), answer(beneficiariesEndpoint, () => NO_RECENT)]);
    renderApp('/electricty');
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred while fetching electric codes.');
    expect(notifyError).toHaveBeenCalledWith('An error occurred while fetching electric codes.', undefined);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Provider' })).toBeEnabled();
  });

  // GET config's answer is kept for the page load, so the file's only read of it comes last.
  it('states the range from GET config under the amount, and refuses ₦500 on the form, before the review and the PIN', async () => {
    const parts = await setup([answer(configEndpoint, appConfigFixture)]);
    const { amount, router } = parts;
    await verifyMeter(parts, '02');
    await waitFor(() => expect(describedAs(amount()!)).toBe('From ₦1,000 to ₦200,000, in whole naira.'));
    for (const typed of ['500', '200001']) {
      await continueWith(parts, typed);
      expect(notifyInvalid).toHaveBeenLastCalledWith('The amount must be from ₦1,000 to ₦200,000.', { form: 'electricity' });
      expect(router.state.location.pathname).toBe('/electricty');
    }
    await continueWith(parts, '1000');
    await screen.findByRole('heading', { name: 'Review Payment' });
  });
});
