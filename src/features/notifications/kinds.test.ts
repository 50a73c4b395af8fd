import { describe, expect, it } from 'vitest';
import { initials, isUnread, notificationKind } from './kinds';

describe('notification avatar initials', () => {
  it('takes the upper-case first letters of the first two words', () => {
    expect(initials('Deposit Successful')).toBe('DS');
    expect(initials('withdrawal failed for now')).toBe('WF');
    expect(initials('  Payout  ')).toBe('P');
    expect(initials('new\tinvestment')).toBe('NI');
  });

  it('is empty for an empty title and keeps non-letters as they are', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials('₦5,000 received')).toBe('₦R');
  });
});

describe('notification icon and colour', () => {
  it('follows the which/type table', () => {
    const kind = (which: number, type: number) => notificationKind({ which, type });
    expect(kind(1, 1)).toEqual({ icon: 'plus-circle', tone: 'green' });
    expect(kind(1, 2)).toEqual({ icon: 'minus-square', tone: 'red' });
    expect(kind(2, 1)).toEqual({ icon: 'credit-card', tone: 'red' });
    expect(kind(2, 3)).toEqual({ icon: 'ethernet', tone: 'red' });
    expect(kind(2, 4)).toEqual({ icon: 'bolt', tone: 'red' });
    expect(kind(3, 1)).toEqual({ icon: 'truck-loading', tone: 'blue' });
    expect(kind(3, 2)).toEqual({ icon: 'credit-card', tone: 'green' });
  });

  it('shows a blue bell for anything else, data purchases included', () => {
    for (const [which, type] of [
      [2, 2],
      [1, 3],
      [9, 9],
    ] as const) {
      expect(notificationKind({ which, type })).toEqual({ icon: 'bell', tone: 'blue' });
    }
  });
});

describe('read state', () => {
  it("is unread only at '0'", () => {
    expect(isUnread({ status: '0' })).toBe(true);
    expect(isUnread({ status: '1' })).toBe(false);
  });
});
