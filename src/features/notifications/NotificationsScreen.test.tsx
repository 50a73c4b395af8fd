import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markAllReadEndpoint, markReadEndpoint, notificationPageEndpoint, type Notification } from '@contract/notifications';
import { unreadNotifications } from '@/features/notifications/store';
import { answer, fakeApi, notificationFixture, page, renderApp } from '@/test-app';
import { customerFixture, signIn, signOut } from '@/test-utils';

/** 12 notifications, newest first; the newest two unread. */
const all: Notification[] = Array.from({ length: 12 }, (_, i) => notificationFixture({ id: 12 - i, title: `Deposit ${12 - i}`, status: i < 2 ? '0' : '1' }));

const server = () => {
  let list = all;
  const read = (ids: (id: number) => boolean) => (list = list.map((n) => (ids(n.id) ? { ...n, status: '1' as const } : n)));
  return [
    answer(notificationPageEndpoint, ({ query }) => {
      const matching = query.get('read') ? list.filter((n) => n.status === query.get('read')) : list;
      const n = Number(query.get('page'));
      return page(matching.slice((n - 1) * 10, n * 10), n, Math.max(1, Math.ceil(matching.length / 10)));
    }),
    answer(markReadEndpoint, ({ body }) => {
      read((id) => String(id) === (body as { notificationid: string }).notificationid);
      return { status: 'success', message: 'Notification marked as read.' };
    }),
    answer(markAllReadEndpoint, () => {
      read(() => true);
      return { status: 'success', message: 'All notifications marked as read.' };
    }),
  ];
};

const items = () => within(screen.getByRole('list', { name: 'All notifications' })).getAllByRole('listitem');

describe('/notification', () => {
  beforeEach(() => signIn(customerFixture()));
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('says there are none yet, and offers the way back to the dashboard', async () => {
    fakeApi([answer(notificationPageEndpoint, () => page([], 1, 1))]);
    renderApp('/notification');
    expect(await screen.findByText('No notifications yet.')).toBeInstanceOf(HTMLParagraphElement);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('pages through every notification ten at a time with Previous, Next and Page n of m', async () => {
    const user = userEvent.setup();
    const api = fakeApi(server());
    const router = renderApp('/notification');
    await screen.findByRole('heading', { name: 'Notifications', level: 1 });
    const pager = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(items()).toHaveLength(10);
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    const pageCall = api.callsTo(notificationPageEndpoint).find((call) => !call.query.has('read'));
    expect(Object.fromEntries(pageCall!.query)).toEqual({ page: '1' });

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 2'));
    expect(items().map((item) => item.textContent?.match(/Deposit \d+/)?.[0])).toEqual(['Deposit 2', 'Deposit 1']);
    expect(router.state.location.search).toEqual({ page: 2 });
    expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 1 of 2'));
  });

  it('marks the unread ones for screen readers and opens one in a dialog, marking it read', async () => {
    const user = userEvent.setup();
    const api = fakeApi(server());
    renderApp('/notification');
    await screen.findByRole('list', { name: 'All notifications' });
    await waitFor(() => expect(unreadNotifications.value).toHaveLength(2));
    const first = within(items()[0]!).getByRole('button', { name: /^Unread: Deposit 12/ });

    await user.click(first);
    expect(await screen.findByRole('dialog', { name: 'Deposit 12' })).toHaveAttribute('open');
    expect(within(items()[0]!).getByRole('button', { name: /^(Unread: )?Deposit 12/ })).toHaveAccessibleName(/^Deposit 12/);
    expect(api.callsTo(markReadEndpoint).map((call) => call.body)).toEqual([{ notificationid: '12' }]);
    await waitFor(() => expect(unreadNotifications.value.map((n) => n.id)).toEqual([11]));

    // A read one opens without another call.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(items()[3]!).getAllByRole('button')[0]!);
    expect(api.callsTo(markReadEndpoint)).toHaveLength(1);
  });

  it('dismisses an item: marked read on the server and gone from the page', async () => {
    const user = userEvent.setup();
    const api = fakeApi(server());
    renderApp('/notification');
    await screen.findByRole('list', { name: 'All notifications' });
    await user.click(screen.getByRole('button', { name: 'Dismiss Deposit 11' }));
    expect(items()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Dismiss Deposit 11' })).toBeNull();
    expect(api.callsTo(markReadEndpoint).map((call) => call.body)).toEqual([{ notificationid: '11' }]);
  });

  it('marks all as read and reloads the page and the dropdown', async () => {
    const user = userEvent.setup();
    const api = fakeApi(server());
    renderApp('/notification');
    await screen.findByRole('list', { name: 'All notifications' });
    await waitFor(() => expect(unreadNotifications.value).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Unread: / })).toEqual([]));
    expect(api.callsTo(markAllReadEndpoint).map((call) => call.body)).toEqual([{}]);
    expect(unreadNotifications.value).toEqual([]);
  });

  it('goes back to the first page after marking all as read from a later one', async () => {
    const user = userEvent.setup();
    const api = fakeApi(server());
    const router = renderApp('/notification?page=2');
    await screen.findByText('Page 2 of 2');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await screen.findByText('Page 1 of 2');
    expect(router.state.location.search).toEqual({});
    expect(items()).toHaveLength(10);
    const pagesAsked = api
      .callsTo(notificationPageEndpoint)
      .filter((call) => !call.query.get('read'))
      .map((call) => call.query.get('page'));
    expect(pagesAsked).toEqual(['2', '1']);
  });
});
