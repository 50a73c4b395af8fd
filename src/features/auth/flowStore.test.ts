import { beforeEach, describe, expect, it } from 'vitest';
import { getStage, setStage } from '@/lib/stages';
import { detailsDraft, finishFlow, recovery, registration } from './flowStore';

describe('finishFlow', () => {
  beforeEach(() => localStorage.clear());

  it('resets registration to stage 0 and forgets what it stored', () => {
    setStage('register', 5);
    registration.write({ email: 'ada@example.ng', otp: '123456' });
    detailsDraft.write({ firstname: 'Ada' });
    recovery.write({ email: 'ada@example.ng' });
    finishFlow('register');
    expect(getStage('register')).toBe(0);
    expect(registration.read()).toBeUndefined();
    expect(detailsDraft.read()).toBeUndefined();
    expect(recovery.read()).toEqual({ email: 'ada@example.ng' });
  });

  it('resets recovery alone', () => {
    setStage('recovery', 3);
    setStage('register', 2);
    recovery.write({ email: 'ada@example.ng', otp: '654321' });
    finishFlow('recovery');
    expect(getStage('recovery')).toBe(0);
    expect(getStage('register')).toBe(2);
    expect(recovery.read()).toBeUndefined();
  });
});
