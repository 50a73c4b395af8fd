import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '@contract/endpoint';
import { markAllReadEndpoint, markReadEndpoint, notificationPageEndpoint } from '@contract/notifications';
import { dismissUnread, moreUnread, unreadNotifications } from '@/features/notifications/store';
import { answer, fakeApi, notificationFixture, page } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';
import { readAllNotifications, readNotification, refreshNotifications } from './api';

const ids = () => unreadNotifications.value.map((item) => item.id);
const unread = (count: number) => Array.from({ length: count }, (_, i) => notificationFixture({ id: count - i }));

type UnreadPage = ResponseOf<typeof notificationPageEndpoint>;

describe('the unread list behind the bell', () => {
  beforeEach(() => signIn(customerFixture()));
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the first five and knows when there are more', async () => {
    fakeApi([answer(notificationPageEndpoint, () => page(unread(7)))]);
    await refreshNotifications();
    expect(ids()).toEqual([7, 6, 5, 4, 3]);
    expect(moreUnread.value).toBe(true);
  });

  it('lets only the newest refresh write the list, whatever order the answers land in', async () => {
    const answers: ((body: UnreadPage) => void)[] = [];
    fakeApi([answer(notificationPageEndpoint, () => new Promise((resolve) => answers.push(resolve)))]);
    const older = refreshNotifications();
    const newer = refreshNotifications();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(page(unread(1)));
    await newer;
    answers[0]!(page(unread(3)));
    await older;
    expect(ids()).toEqual([1]);
  });

  it('drops an answer that lands after the customer signed out', async () => {
    let respond: ((body: UnreadPage) => void) | undefined;
    fakeApi([answer(notificationPageEndpoint, () => new Promise((resolve) => (respond = resolve)))]);
    const refreshing = refreshNotifications();
    await vi.waitFor(() => expect(respond).toBeDefined());
    signOut();
    respond!(page(unread(2)));
    await refreshing;
    expect(ids()).toEqual([]);
  });

  it('does not bring back what was dismissed in this session', async () => {
    fakeApi([answer(notificationPageEndpoint, () => page(unread(7)))]);
    await refreshNotifications();
    dismissUnread(7);
    dismissUnread(6);
    expect(ids()).toEqual([5, 4, 3]);
    await refreshNotifications();
    expect(ids()).toEqual([5, 4, 3, 2, 1]);
    expect(moreUnread.value).toBe(false);
  });

  it("logs 'Failed to get notification' and keeps the list when the load fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    unreadNotifications.value = unread(2);
    fakeApi([answer(notificationPageEndpoint, () => jsonResponse(500, { status: 'error', message: 'Server error.' }))]);
    await refreshNotifications();
    expect(warn).toHaveBeenCalledWith('Failed to get notification');
    expect(ids()).toEqual([2, 1]);
  });

  it('drops an opened one at once and reloads even when the server did not hear of it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    unreadNotifications.value = unread(2);
    const api = fakeApi([
      answer(notificationPageEndpoint, () => page(unread(2))),
      answer(markReadEndpoint, () => jsonResponse(500, { status: 'error', message: 'Server error.' })),
    ]);
    const reading = readNotification(2);
    expect(ids()).toEqual([1]);
    await reading;
    // The server still holds it unread, so the reloaded list shows it again.
    expect(ids()).toEqual([2, 1]);
    expect(api.callsTo(notificationPageEndpoint)).toHaveLength(1);
  });

  it("logs 'Failed to mark all notifications as read' and still reloads", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi([
      answer(notificationPageEndpoint, () => page(unread(1))),
      answer(markAllReadEndpoint, () => jsonResponse(500, { status: 'error', message: 'Server error.' })),
    ]);
    await readAllNotifications();
    expect(warn).toHaveBeenCalledWith('Failed to mark all notifications as read');
    expect(api.callsTo(notificationPageEndpoint)).toHaveLength(1);
    expect(ids()).toEqual([1]);
  });
});
