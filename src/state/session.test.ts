import { afterEach, describe, expect, it } from 'vitest';
import { customerFixture, signIn, signOut } from '@/test-utils';
import { balanceVisible } from './preferences';
import { endSession, session } from './session';

describe('ending a session', () => {
  afterEach(() => signOut());

  it('shows the balances again for whoever signs in next, however it ended', () => {
    for (const why of ['signedOut', 'expired'] as const) {
      signIn(customerFixture());
      balanceVisible.value = false;
      endSession(why);
      expect(session.value, why).toBeNull();
      expect(balanceVisible.value, why).toBe(true);
    }
  });
});
