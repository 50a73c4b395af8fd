import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToasts, visibleToasts } from '@/test-utils';
import { dismissErrors, loadToaster, notifyError, notifyInvalid, notifySuccess, notifyWarning } from './toast';
import { startToastsAt } from './toastPlacement';

const settle = async (expected: string[]) => {
  await loadToaster();
  await vi.waitFor(() => expect(visibleToasts().sort()).toEqual([...expected].sort()));
};

describe('toasts', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    dismissErrors();
    await removeToasts();
  });

  it("use the product's durations once the toaster has loaded", async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    notifySuccess('Saved');
    notifyError('Server said no');
    notifyInvalid('All fields are required', { form: 'register' });
    notifyError('Invalid login details.', { position: 'top-center', duration: 3000, form: 'login' });
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(3));
    expect(success).toHaveBeenCalledWith('Saved', { duration: 3000 });
    expect(error.mock.calls.map(([message, options]) => [message, { ...options, id: undefined }])).toEqual([
      ['Server said no', { duration: 5000 }],
      ['All fields are required', { duration: 3000 }],
      ['Invalid login details.', { position: 'top-center', duration: 3000 }],
    ]);
  });

  it('say an urgent error at once, as an alert, and the others politely', async () => {
    notifyError('The bank declined this withdrawal. Your wallet has been refunded.', { form: 'withdraw', urgent: true });
    notifyError('Server said no');
    await settle(['The bank declined this withdrawal. Your wallet has been refunded.', 'Server said no']);
    const roleOf = (text: string) => [...document.querySelectorAll('[data-rht-toaster] [role]')].find((element) => element.textContent === text);
    expect(roleOf('The bank declined this withdrawal. Your wallet has been refunded.')?.getAttribute('role')).toBe('alert');
    expect(roleOf('The bank declined this withdrawal. Your wallet has been refunded.')?.getAttribute('aria-live')).toBe('assertive');
    expect(roleOf('Server said no')?.getAttribute('role')).toBe('status');
  });

  it('mount one toaster that shows the messages', async () => {
    notifyWarning('Logging you out...');
    await vi.waitFor(() => expect(document.body.textContent).toContain('Logging you out...'));
    expect(document.querySelectorAll('[data-rht-toaster]')).toHaveLength(1);
  });

  it('show at most three at once, the newest', async () => {
    for (const n of [1, 2, 3, 4, 5]) notifyError(`Problem ${n}`);
    await settle(['Problem 3', 'Problem 4', 'Problem 5']);
  });

  it('show the same error about the same form once', async () => {
    notifyInvalid('Please fill in all OTP fields.', { form: 'otp' });
    notifyInvalid('Please fill in all OTP fields.', { form: 'otp' });
    await settle(['Please fill in all OTP fields.']);
  });

  it("take a form's errors away when asked, leaving other forms' errors and successes", async () => {
    notifyError('Incorrect OTP', { form: 'otp' });
    notifyError('Please enter a valid amount.', { form: 'deposit' });
    notifySuccess('OTP sent.');
    await settle(['Incorrect OTP', 'Please enter a valid amount.', 'OTP sent.']);
    dismissErrors('otp');
    await settle(['Please enter a valid amount.', 'OTP sent.']);
    dismissErrors();
    await settle(['OTP sent.']);
  });

  it('start below a top bar while a layout asks, and at the top again when it stops', async () => {
    notifySuccess('Saved');
    await settle(['Saved']);
    const container = document.querySelector<HTMLElement>('[data-rht-toaster]')!;
    expect(container.style.top).toBe('var(--toast-top, 16px)');
    const stop = startToastsAt(72);
    expect(getComputedStyle(document.documentElement).getPropertyValue('--toast-top')).toBe('72px');
    stop();
    expect(getComputedStyle(document.documentElement).getPropertyValue('--toast-top')).toBe('');
  });
});
