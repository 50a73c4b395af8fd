import { beforeEach, describe, expect, it } from 'vitest';
import { getStage, setStage } from '@/lib/stages';
import { detailsDraft, finishFlow, recovery, registration, signupPassword, signupStart } from './flowStore';

describe('what getstarted sent', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the e-mail for the flow, and the password for this tab only, never in localStorage', () => {
    signupStart.write({ email: 'ada@example.ng', password: 'correct horse 1' });
    expect(registration.read()).toEqual({ email: 'ada@example.ng' });
    expect(signupPassword.read()).toBe('correct horse 1');
    expect(Object.values({ ...localStorage }).join()).not.toContain('correct horse 1');
    expect(sessionStorage.getItem('registrationPassword')).toBe('"correct horse 1"');
    finishFlow('register');
    expect(signupPassword.read()).toBeUndefined();
  });
});

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
