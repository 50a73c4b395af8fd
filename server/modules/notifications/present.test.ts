import { describe, expect, it } from 'vitest';
import { filterOf, presentNotification } from './present';

describe("the notifications' wire", () => {
  const row = { id: 7, customerId: 1, title: 'Deposit Successful', description: 'Credited.', which: 1, type: 1, createdAt: new Date('2026-11-21T09:00:00Z') };

  it('shows our words as the legacy codes', () => {
    expect(presentNotification({ ...row, status: 'unread' }).status).toBe('0');
    expect(presentNotification({ ...row, status: 'read' })).toEqual({
      id: 7,
      title: 'Deposit Successful',
      description: 'Credited.',
      created_at: '2026-11-21T09:00:00.000Z',
      status: '1',
      which: 1,
      type: 1,
    });
  });

  it('reads the read filter as our words, and no filter as none', () => {
    expect(filterOf({ page: 2, read: '0', which: 1, type: undefined })).toEqual({ page: 2, read: 'unread', which: 1, type: undefined });
    expect(filterOf({ page: 1, read: '1', which: undefined, type: undefined }).read).toBe('read');
    expect(filterOf({ page: 1, read: undefined, which: undefined, type: undefined })).not.toHaveProperty('read');
  });
});
