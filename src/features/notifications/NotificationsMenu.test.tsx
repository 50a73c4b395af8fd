import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markAllReadEndpoint, markReadEndpoint, notificationPageEndpoint, type Notification } from '@contract/notifications';
import { unreadNotifications } from '@/features/notifications/store';
import { answer, fakeApi, notificationFixture, page, renderApp } from '@/test-app';
import { customerFixture, signIn, signOut } from '@/test-utils';

const unread = [
  notificationFixture({ id: 7, title: 'Withdrawal Successful', which: 1, type: 2, description: '₦1,500.25 has been sent to ADA OBI (Guaranty Trust Bank).' }),
  notificationFixture({ id: 6 }),
  notificationFixture({ id: 5, title: 'Payout received', which: 3, type: 2 }),
  notificationFixture({ id: 4 }),
  notificationFixture({ id: 3 }),
  notificationFixture({ id: 2 }),
];

/** The server's unread list: whatever has not been marked read yet. */
const serverWith = (initial: Notification[]) => {
  let list = initial;
  return [
    answer(notificationPageEndpoint, () => page(list.slice(0, 10))),
    answer(markReadEndpoint, ({ body }) => {
      list = list.filter((item) => String(item.id) !== (body as { notificationid: string }).notificationid);
      return { status: 'success', message: 'Notification marked as read.' };
    }),
    answer(markAllReadEndpoint, () => {
      list = [];
      return { status: 'success', message: 'All notifications marked as read.' };
    }),
  ];
};

const openMenu = async () => {
  const user = userEvent.setup();
  const bell = await screen.findByRole('button', { name: /^Notifications, / });
  await user.click(bell);
  return { user, bell, list: () => screen.getByRole('list', { name: 'Unread notifications' }) };
};

describe('notifications dropdown', () => {
  beforeEach(() => signIn(customerFixture()));
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('loads the first five unread (page 1, read 0) and shows the count, initials, title and time', async () => {
    const api = fakeApi(serverWith(unread));
    renderApp('/dashboard');
    const { bell, list } = await openMenu();
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 5+ unread');
    const query = api.callsTo(notificationPageEndpoint)[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ page: '1', read: '0' });

    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]!.textContent).toMatch(/^WSWithdrawal Successful22 Nov 2026, \d{1,2}:05 [AP]M$/);
    expect(within(items[2]!).getByText('PR')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe('/notification');
  });

  it('dismisses an item locally, with no call to the server', async () => {
    const api = fakeApi(serverWith(unread.slice(0, 2)));
    renderApp('/dashboard');
    const { user, list } = await openMenu();
    const callsBefore = api.calls.length;
    await user.click(within(list()).getByRole('button', { name: 'Dismiss Withdrawal Successful' }));

    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(api.calls.length).toBe(callsBefore);
    // The panel stays open and the focus moves to the next item.
    expect(document.activeElement?.textContent).toMatch(/^DSDeposit Successful/);
    expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('opens an item in a dialog, marks it read at once, tells the server, then reloads the list', async () => {
    const api = fakeApi(serverWith(unread.slice(0, 2)));
    renderApp('/dashboard');
    const { user, list, bell } = await openMenu();
    await user.click(within(list()).getByRole('button', { name: /^Withdrawal Successful/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Successful' });
    expect(dialog.textContent).toContain('₦1,500.25 has been sent to ADA OBI (Guaranty Trust Bank).');
    expect(dialog.textContent).toMatch(/22 Nov 2026, \d{1,2}:05 [AP]M/);
    expect(unreadNotifications.value.map((item) => item.id)).toEqual([6]);
    expect(api.callsTo(markReadEndpoint).map((call) => call.body)).toEqual([{ notificationid: '7' }]);
    await waitFor(() => expect(api.callsTo(notificationPageEndpoint)).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(bell));
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
  });

  it('marks all as read with a spinner, then reloads into the empty state', async () => {
    const api = fakeApi(serverWith(unread.slice(0, 3)));
    renderApp('/dashboard');
    const { user } = await openMenu();
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await user.click(markAll);
    await screen.findByText('No new notifications');

    const [call] = api.callsTo(markAllReadEndpoint);
    expect(call?.body).toEqual({});
    expect(api.callsTo(notificationPageEndpoint)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Notifications' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the spinner while marking all runs', async () => {
    let finish = () => undefined as void;
    fakeApi([
      ...serverWith(unread.slice(0, 1)),
      answer(
        markAllReadEndpoint,
        () => new Promise((resolve) => (finish = () => resolve({ status: 'success', message: 'All notifications marked as read.' }))),
      ),
    ]);
    renderApp('/dashboard');
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    const busy = screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement;
    expect([busy.disabled, busy.getAttribute('aria-busy')]).toEqual([true, 'true']);
    finish();
    await waitFor(() => expect(busy.getAttribute('aria-busy')).toBeNull());
  });

  it('reloads the list when the customer comes back to the dashboard', async () => {
    const api = fakeApi(serverWith([]));
    const router = renderApp('/dashboard');
    await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(api.callsTo(notificationPageEndpoint)).toHaveLength(1));
    await router.navigate({ to: '/comingsoon' });
    expect(api.callsTo(notificationPageEndpoint)).toHaveLength(1);
    await router.navigate({ to: '/dashboard' });
    await waitFor(() => expect(api.callsTo(notificationPageEndpoint)).toHaveLength(2));
  });
});

describe('signing out', () => {
  it("clears the dropdown, so the next customer never sees the last one's notifications", () => {
    signIn(customerFixture());
    unreadNotifications.value = [notificationFixture()];
    signOut();
    expect(unreadNotifications.value).toEqual([]);
  });
});
