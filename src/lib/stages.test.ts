import { beforeEach, describe, expect, it } from 'vitest';
import { getStage, hasReachedStage, isStepChange, setStage } from './stages';

describe('flow stages', () => {
  beforeEach(() => localStorage.clear());

  it('starts at 0 and ignores junk', () => {
    expect(getStage('register')).toBe(0);
    localStorage.setItem('registrationStage', 'two');
    expect(getStage('register')).toBe(0);
  });

  it('keeps registration and recovery apart', () => {
    setStage('register', 4);
    expect(getStage('register')).toBe(4);
    expect(getStage('recovery')).toBe(0);
  });

  it('allows a screen only once its stage is reached', () => {
    setStage('register', 2);
    expect(hasReachedStage('register', 2)).toBe(true);
    expect(hasReachedStage('register', 3)).toBe(false);
    setStage('recovery', 3);
    expect(hasReachedStage('recovery', 3)).toBe(true);
  });

  it('tells a move between two steps of one flow from any other move', () => {
    expect(isStepChange('/register', '/register/otp')).toBe(true);
    expect(isStepChange('/register/otp/details', '/register/otp')).toBe(true);
    expect(isStepChange('/forgot-password/otp', '/forgot-password/otp/reset-password')).toBe(true);
    expect(isStepChange('/forgot-password/otp/reset-password', '/login')).toBe(false);
    expect(isStepChange('/register/otp', '/forgot-password/otp')).toBe(false);
    expect(isStepChange('/login', '/register')).toBe(false);
    expect(isStepChange('/registered', '/register')).toBe(false);
  });
});
