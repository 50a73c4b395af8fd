import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint, deleteAccountEndpoint } from '@contract/account';
import type { Customer } from '@contract/customer';
import { investmentCountEndpoint, investmentSummaryEndpoint } from '@contract/dashboard';
import { pictureEndpoint } from '@contract/profile';
import { apiUrl } from '@/api/client';
import { answer, fakeApi, renderApp, type Answer } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';

/** A picture's address, as the server gives it in the customer's profilepicture. */
const PICTURE = apiUrl(pictureEndpoint, { params: { file: 'abc.webp' } });

const { leaveForLogin, notifyError, notifySuccess } = vi.hoisted(() => ({
  leaveForLogin: vi.fn(async () => undefined),
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
}));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError, notifySuccess }));
// The way out to /login (clear storage, 2 s, end the session) has its own tests in features/shell.
vi.mock('@/features/shell', async (original) => ({ ...(await original()), leaveForLogin }));

const SUMMARY = { status: 'success' as const, investedamount: '250000.00', returningamount: '300000.00', payedoutamount: '0.00', debtamount: '0.00' };

const open = async (customer: Customer, answers: Answer[] = []) => {
  signIn(customer);
  const api = fakeApi([
    answer(customerEndpoint, () => ({ status: 'success', customer })),
    answer(investmentSummaryEndpoint, () => SUMMARY),
    answer(investmentCountEndpoint, () => ({ status: 'success', total: 3 })),
    ...answers,
  ]);
  const router = renderApp('/account/profile');
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { name: 'Profile', level: 1 });
  return { api, router, main, user: userEvent.setup() };
};

/** A figure of the summary strip: the term's definition. */
const figure = (main: HTMLElement, label: string) =>
  within(within(main).getByRole('group', { name: 'Investment summary' })).getByText(label).nextElementSibling?.textContent;

const deleteDialog = () => screen.findByRole('dialog', { name: 'Delete Account' });

describe('ProfileScreen', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('shows the picture placeholder, name, e-mail, Verified badge and the summary strip', async () => {
    const { main } = await open(customerFixture({ returns_ngnbalance: '12500.40' }));
    const picture = within(main).getByRole('img', { name: 'Profile picture' });
    expect(picture.getAttribute('src')).toBe('/avatar.svg');
    expect(within(main).getByText('Ada Obi')).toBeVisible();
    expect(within(main).getByText('ada@example.ng')).toBeVisible();
    expect(within(main).getByText('Verified')).toBeVisible();
    expect(figure(main, 'Total Invested')).toBe('₦250,000');
    expect(figure(main, 'Number of Investments')).toBe('3');
    expect(figure(main, 'Payout Balance')).toBe('₦12,500.40');
  });

  it('shows Not Verified and the own picture; figures it could not read show as ---', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = () => jsonResponse(500, { status: 'error', message: 'Down.' });
    const { main } = await open(customerFixture({ status: '0', profilepicture: PICTURE }), [
      answer(customerEndpoint, failing),
      answer(investmentSummaryEndpoint, failing),
      answer(investmentCountEndpoint, failing),
    ]);
    expect(within(main).getByText('Not Verified')).toBeVisible();
    expect(within(main).getByRole('img', { name: 'Profile picture' }).getAttribute('src')).toBe(PICTURE);
    for (const label of ['Total Invested', 'Number of Investments', 'Payout Balance']) expect(figure(main, label)).toBe('---');
    // Background reads fail quietly, to the console.
    expect(notifyError).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'customer: 500',
      'customer/dashboard/getallinvestmentdetails: 500',
      'customer/dashboard/allinvestments: 500',
    ]);
  });

  it('links to Edit Profile, Security, Contact Support and About; Log Out asks first', async () => {
    const { main, user } = await open(customerFixture());
    const actions = within(main).getByRole('list', { name: 'Account actions' });
    const href = (name: string) => within(actions).getByRole('link', { name }).getAttribute('href');
    expect(href('Edit Profile')).toBe('/account/profile/edit');
    expect(href('Security')).toBe('/account/security');
    expect(href('Contact Support')).toBe('/account/customer-support');
    expect(href('About')).toBe('/account/about');
    await user.click(within(actions).getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
  });

  it('shows every reason the server refuses a deletion for, and stays', async () => {
    const reasons = [
      'Your wallet still holds ₦5,000.00. Please withdraw it before deleting your account.',
      'You have an investment that is pending or ongoing. You can delete your account once it has ended.',
    ];
    const { main, user, api } = await open(customerFixture(), [answer(deleteAccountEndpoint, () => jsonResponse(422, { status: 'error', message: reasons }))]);
    await user.click(within(main).getByRole('button', { name: 'Delete Account' }));
    const dialog = await deleteDialog();
    expect(dialog).toHaveTextContent('This action is irreversible, do you want to continue to delete account?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    const alert = await within(dialog).findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual(reasons);
    expect(api.callsTo(deleteAccountEndpoint)).toHaveLength(1);
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
    expect(leaveForLogin).not.toHaveBeenCalled();
  });

  it('deletes the account, says so and leaves for /login', async () => {
    const { main, user } = await open(customerFixture(), [
      answer(deleteAccountEndpoint, () => ({ status: 'success', message: 'Your account has been deleted.' })),
    ]);
    await user.click(within(main).getByRole('button', { name: 'Delete Account' }));
    const dialog = await deleteDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(leaveForLogin).toHaveBeenCalledOnce());
    // Remember Me's identifier names the deleted account: it goes with the rest.
    expect(leaveForLogin).toHaveBeenCalledWith({ forgetRemembered: true });
    expect(notifySuccess).toHaveBeenCalledWith('Your account has been deleted.');
    // Busy until the session ends: nothing to cancel any more.
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
