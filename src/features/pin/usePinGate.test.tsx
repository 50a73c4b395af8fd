import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { removeToasts } from '@/test-utils';
import { PinModal } from './PinModal';
import { usePinGate, type PinAction } from './usePinGate';
import type { Approval } from './approval';

const setup = (hasPin: boolean, createPin = vi.fn(async (_pin: string, _confirmation: string) => undefined)) => {
  const submit = vi.fn(async (_approval: Approval) => undefined);
  const action: PinAction = { submit, fallback: 'Failed to process cashout. Please try again.' };
  const Page = () => {
    const gate = usePinGate(hasPin, createPin);
    return (
      <>
        <button type="button" onClick={() => gate.openFor(action)}>
          Withdraw
        </button>
        <PinModal {...gate.modal} />
      </>
    );
  };
  const user = userEvent.setup();
  render(<Page />);
  const typePin = async (pin: string) => {
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('PIN digit 1 of 4'));
    await user.keyboard(`${pin}{Enter}`);
  };
  const heading = async (name: string) => within(await screen.findByRole('dialog')).findByRole('heading', { name });
  return { user, submit, createPin, typePin, heading };
};

/** The page's alerts outside the dialog: the toasts said at once. */
const pageAlerts = () =>
  [...document.querySelectorAll('[data-rht-toaster] [role="alert"]')]
    .filter((alert) => !alert.closest('[aria-hidden="true"]'))
    .map((alert) => alert.textContent);

describe('usePinGate', () => {
  afterEach(removeToasts);

  it('asks for the PIN straight away when the customer has one', async () => {
    const { user, submit, createPin, typePin, heading } = setup(true);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await heading('Enter PIN');
    await typePin('2468');
    expect(submit).toHaveBeenCalledExactlyOnceWith({ pin: '2468' });
    expect(createPin).not.toHaveBeenCalled();
  });

  it('sets a first PIN, then asks for it to confirm the action', async () => {
    const { user, submit, createPin, typePin, heading } = setup(false);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await heading('Set New PIN');
    await typePin('1357');
    await heading('Confirm New PIN');
    await typePin('1357');
    expect(createPin).toHaveBeenCalledExactlyOnceWith('1357', '1357');
    expect(submit).not.toHaveBeenCalled();

    await heading('Enter PIN');
    await typePin('1357');
    expect(submit).toHaveBeenCalledExactlyOnceWith({ pin: '1357' });
  });

  it("keeps the set-PIN step open with the server's message, or its own fallback", async () => {
    const createPin = vi
      .fn(async (_pin: string, _confirmation: string) => undefined)
      .mockRejectedValueOnce(new ApiError(['You already have a PIN. Use Change PIN instead.'], 422))
      .mockRejectedValueOnce(new ApiError([]));
    const { user, submit, typePin, heading } = setup(false, createPin);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    for (const message of ['You already have a PIN. Use Change PIN instead.', 'Failed to set PIN.']) {
      await heading('Set New PIN');
      await typePin('1357');
      await heading('Confirm New PIN');
      await typePin('1357');
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    }
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps a wrong PIN in the dialog, to be typed again', async () => {
    const { user, submit, typePin, heading } = setup(true);
    submit.mockRejectedValueOnce(new ApiError(['Incorrect PIN. You have 4 tries left.'], 422, 'wrong_pin'));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await heading('Enter PIN');
    await typePin('1111');
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Incorrect PIN. You have 4 tries left.'));
    expect(dialog.open).toBe(true);
    expect(pageAlerts()).toEqual([]);
    await typePin('2468');
    expect(submit).toHaveBeenLastCalledWith({ pin: '2468' });
  });

  it('closes the dialog on any other refusal and says it on the page, as an alert', async () => {
    const refusals: Array<[ApiError, string]> = [
      [
        new ApiError(['The bank declined this withdrawal. Your wallet has been refunded.'], 422),
        'The bank declined this withdrawal. Your wallet has been refunded.',
      ],
      [new ApiError(['Insufficient wallet balance.'], 422), 'Insufficient wallet balance.'],
      // Locked, the PIN cannot be typed again for now: the page says for how long.
      [
        new ApiError(['Too many wrong PINs. PIN use is locked; try again in 30 minutes.'], 422, 'pin_locked'),
        'Too many wrong PINs. PIN use is locked; try again in 30 minutes.',
      ],
      [new ApiError([], 502), 'Failed to process cashout. Please try again.'],
    ];
    const { user, submit, typePin, heading } = setup(true);
    for (const [error, message] of refusals) {
      submit.mockRejectedValueOnce(error);
      await user.click(screen.getByRole('button', { name: 'Withdraw' }));
      await heading('Enter PIN');
      const dialog = screen.getByRole('dialog') as HTMLDialogElement;
      await typePin('2468');
      await waitFor(() => expect(pageAlerts()).toEqual([message]));
      expect(dialog.open).toBe(false);
      expect(within(dialog).getByRole('alert', { hidden: true }).textContent).toBe('');
      await removeToasts();
    }
  });
});
