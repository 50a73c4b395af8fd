import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifyInvalid, notifySuccess, notifyWarning } from './toast';

describe('toasts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('use the durations of spec 9 once the toaster has loaded', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    notifySuccess('Saved');
    notifyError('Server said no');
    notifyInvalid('All fields are required');
    notifyError('Invalid login details.', { position: 'top-center', duration: 3000 });
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(3));
    expect(success).toHaveBeenCalledWith('Saved', { duration: 3000 });
    expect(error.mock.calls).toEqual([
      ['Server said no', { duration: 5000 }],
      ['All fields are required', { duration: 3000 }],
      ['Invalid login details.', { position: 'top-center', duration: 3000 }],
    ]);
  });

  it('mount one toaster that shows the messages', async () => {
    notifyWarning('Logging you out...');
    await vi.waitFor(() => expect(document.body.textContent).toContain('Logging you out...'));
  });
});
