import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_STATUS_CODE, NOTIFICATION_STATUSES, NotificationPageQuery, Notification } from './notifications';
import { HISTORY_STATUS_CODE, HISTORY_STATUSES, TransactionStatus } from './transactions';
import { codesOf, wordOf } from './wire-codes';

describe('the legacy wire codes of our status words', () => {
  it("give each of the history's words its code, and each code back its word", () => {
    expect(HISTORY_STATUSES.map((word) => `${word} ${HISTORY_STATUS_CODE[word]}`)).toEqual(['pending 0', 'completed 1', 'failed 2']);
    expect(codesOf(HISTORY_STATUS_CODE)).toEqual(['0', '1', '2']);
    expect(codesOf(HISTORY_STATUS_CODE).map((code) => wordOf(HISTORY_STATUS_CODE, code))).toEqual(HISTORY_STATUSES);
  });

  it("give each of the notifications' words its code, and each code back its word", () => {
    expect(NOTIFICATION_STATUSES.map((word) => `${word} ${NOTIFICATION_STATUS_CODE[word]}`)).toEqual(['unread 0', 'read 1']);
    expect(codesOf(NOTIFICATION_STATUS_CODE).map((code) => wordOf(NOTIFICATION_STATUS_CODE, code))).toEqual(NOTIFICATION_STATUSES);
  });

  it('are what the wire carries: the structs take the codes and refuse the words', () => {
    expect(['0', '1', '2', 'completed', '3'].filter((status) => is(status, TransactionStatus))).toEqual(['0', '1', '2']);
    const note = { id: 1, title: 'Deposit Successful', description: 'Credited.', created_at: '2026-11-21T09:00:00.000Z', which: 1, type: 1 };
    expect(['0', '1', 'unread', 'read'].filter((status) => is({ ...note, status }, Notification))).toEqual(['0', '1']);
    expect(create({ page: '1', read: '0', which: '', type: '' }, NotificationPageQuery).read).toBe('0');
    expect(is({ page: 1, read: 'unread' }, NotificationPageQuery)).toBe(false);
  });
});
