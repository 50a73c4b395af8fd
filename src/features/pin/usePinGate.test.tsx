import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { PinModal } from './PinModal';
import { usePinGate, type PinAction } from './usePinGate';

const setup = (hasPin: boolean, createPin = vi.fn(async (_pin: string, _confirmation: string) => undefined)) => {
  const submit = vi.fn(async (_pin: string) => undefined);
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

describe('usePinGate', () => {
  it('asks for the PIN straight away when the customer has one', async () => {
    const { user, submit, createPin, typePin, heading } = setup(true);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await heading('Enter PIN');
    await typePin('2468');
    expect(submit).toHaveBeenCalledExactlyOnceWith('2468');
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
    expect(submit).toHaveBeenCalledExactlyOnceWith('1357');
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

  it("shows the action's fallback when it fails without a message", async () => {
    const { user, submit, typePin, heading } = setup(true);
    submit.mockRejectedValueOnce(new ApiError([], 502));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await heading('Enter PIN');
    await typePin('2468');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to process cashout. Please try again.'));
  });
});
