import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { PinModal, type PinModalProps } from './PinModal';

type Mode = PinModalProps['mode'];

/** A page with a button that opens the modal; the modal closes through onClose like a caller's would. */
type Submit = (entry: object) => Promise<void>;

const setup = (mode: Mode, onSubmit = vi.fn<Submit>(async () => undefined), extra: Partial<PinModalProps> = {}) => {
  const onClose = vi.fn();
  const Page = () => {
    const [open, setOpen] = useState(false);
    const props = {
      open,
      mode,
      onSubmit,
      errorFallback: 'Failed to process cashout. Please try again.',
      onClose: () => {
        onClose();
        setOpen(false);
      },
      ...extra,
    } as PinModalProps;
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <PinModal {...props} />
      </>
    );
  };
  const user = userEvent.setup();
  render(<Page />);
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Open' }));
    return screen.findByRole('dialog');
  };
  const boxes = () => screen.getAllByLabelText(/^PIN digit \d of 4$/) as HTMLInputElement[];
  const typed = () =>
    boxes()
      .map((box) => box.value || '_')
      .join('');
  const alertText = () => screen.getByRole('alert').textContent;
  return { user, open, boxes, typed, alertText, onSubmit, onClose };
};

/** What a browser does on Esc in a modal dialog (happy-dom does not): a cancelable 'cancel' event. */
const pressEscape = () => fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));

const deferred = () => {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('PinModal, enter mode', () => {
  it('is a named dialog with four labelled password boxes, the first one focused', async () => {
    const { open, boxes } = setup('enter');
    const dialog = await open();
    expect(dialog).toHaveAccessibleName('Enter PIN');
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual(['PIN digit 1 of 4', 'PIN digit 2 of 4', 'PIN digit 3 of 4', 'PIN digit 4 of 4']);
    expect(boxes().every((box) => box.type === 'password' && box.inputMode === 'numeric')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('moves on as digits are typed, skips letters, and goes back on Backspace', async () => {
    const { user, open, boxes, typed } = setup('enter');
    await open();
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    await user.keyboard('1x2');
    expect(typed()).toBe('12__');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(typed()).toBe('1___');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('fills all four boxes from a pasted PIN', async () => {
    const { user, open, boxes, typed } = setup('enter');
    await open();
    await user.click(boxes()[2]!);
    await user.paste('4 8 2 1');
    expect(typed()).toBe('4821');
  });

  it('refuses to submit with an empty box', async () => {
    const { user, open, alertText, onSubmit } = setup('enter');
    await open();
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(alertText()).toBe('Please enter a valid 4-digit PIN.');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('hands over the PIN, closes on success, and opens afresh next time', async () => {
    const { user, open, boxes, typed, onSubmit, onClose } = setup('enter');
    await open();
    await user.click(boxes()[0]!);
    await user.keyboard('2468{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ pin: '2468' });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());

    // Opened again for the next payment: empty, usable, focused.
    await open();
    expect(typed()).toBe('____');
    expect(boxes().some((box) => box.disabled)).toBe(false);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
  });

  it("stays open with the server's message on failure, clears the boxes and lets the customer try again", async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw new ApiError(['Incorrect PIN. You have 4 tries left.'], 422);
    });
    const { user, open, boxes, typed, alertText, onClose } = setup('enter', onSubmit);
    await open();
    await user.click(boxes()[0]!);
    await user.keyboard('1111');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(alertText()).toBe('Incorrect PIN. You have 4 tries left.'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(typed()).toBe('____');
    expect(boxes()[0]!.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);

    onSubmit.mockResolvedValueOnce(undefined);
    await user.keyboard('2222{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ pin: '2222' });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it("shows the caller's fallback when the failure carries no message", async () => {
    const { user, open, boxes, alertText } = setup(
      'enter',
      vi.fn<Submit>(async () => {
        throw new ApiError([], 500);
      }),
    );
    await open();
    await user.click(boxes()[0]!);
    await user.keyboard('1234{Enter}');
    await waitFor(() => expect(alertText()).toBe('Failed to process cashout. Please try again.'));
  });

  it('sends once however often Submit is pressed, and cannot be closed while it runs', async () => {
    const call = deferred();
    const onSubmit = vi.fn<Submit>(() => call.promise);
    const { user, open, boxes, onClose } = setup('enter', onSubmit);
    await open();
    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    // Two submits in one tick, before any re-render could disable the button.
    const form = screen.getByRole('dialog').querySelector('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(boxes().every((box) => box.disabled)).toBe(true);
    await user.click(submit);
    pressEscape();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();

    call.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('approves with a passkey instead: its own button shows the wait, a refusal is said in the dialog, an approval closes it', async () => {
    let refuse = (_error: Error): void => undefined;
    const approval = deferred();
    const onPasskey = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((_resolve, reject) => (refuse = reject)))
      .mockImplementationOnce(() => approval.promise);
    const { user, open, boxes, alertText, onSubmit, onClose } = setup('enter', undefined, { onPasskey });
    await open();
    const approve = screen.getByRole('button', { name: 'Approve with fingerprint' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(approve);

    await waitFor(() => expect(approve).toHaveAttribute('aria-busy', 'true'));
    expect(submit).not.toHaveAttribute('aria-busy');
    expect(submit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(boxes().every((box) => box.disabled)).toBe(true);

    refuse(new ApiError(['The passkey was not used. Please try again, or use your password or PIN.']));
    await waitFor(() => expect(alertText()).toBe('The passkey was not used. Please try again, or use your password or PIN.'));
    expect(approve).not.toHaveAttribute('aria-busy');
    expect(approve).toBeEnabled();
    expect(submit).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(approve);
    approval.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onPasskey).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes on Cancel and on Esc, and starts empty when opened again', async () => {
    const { user, open, boxes, typed, onClose } = setup('enter');
    await open();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();

    await open();
    await waitFor(() => expect(typed()).toBe('____'));
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('PinModal, set mode', () => {
  it('asks for the new PIN, then its confirmation, and hands over both', async () => {
    const { user, open, boxes, alertText, onSubmit } = setup('set');
    const dialog = await open();
    expect(dialog).toHaveAccessibleName('Set New PIN');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(alertText()).toBe('Please enter a valid 4-digit PIN.');
    expect(dialog).toHaveAccessibleName('Set New PIN');

    await user.click(boxes()[0]!);
    await user.keyboard('1357');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveAccessibleName('Confirm New PIN');
    expect(alertText()).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    await user.keyboard('1357');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ pin: '1357', confirmation: '1357' });
  });

  it('starts over when the confirmation differs', async () => {
    const { user, open, boxes, typed, alertText, onSubmit } = setup('set');
    const dialog = await open();
    await user.click(boxes()[0]!);
    await user.keyboard('1357{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    await user.keyboard('1358{Enter}');
    expect(alertText()).toBe('PINs do not match. Please try again.');
    expect(dialog).toHaveAccessibleName('Set New PIN');
    expect(typed()).toBe('____');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("uses the caller's wording for a differing confirmation", async () => {
    const { user, open, boxes, alertText } = setup('set', undefined, {
      mismatchMessage: 'New PIN and Confirm PIN do not match.',
    });
    await open();
    await user.click(boxes()[0]!);
    await user.keyboard('1357{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    await user.keyboard('7531{Enter}');
    expect(alertText()).toBe('New PIN and Confirm PIN do not match.');
  });
});

describe('PinModal, change mode', () => {
  it('asks for the old PIN, then the new one, with their own messages', async () => {
    const { user, open, boxes, alertText, onSubmit } = setup('change');
    const dialog = await open();
    expect(dialog).toHaveAccessibleName('Change PIN');
    expect(within(dialog).getByRole('group', { name: 'Old PIN' })).toContainElement(boxes()[0]!);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(alertText()).toBe('Please enter a valid 4-digit old PIN.');

    await user.click(boxes()[2]!);
    await user.keyboard('34');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('group', { name: 'New PIN' })).toContainElement(boxes()[0]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(alertText()).toBe('Please enter a valid 4-digit new PIN.');

    await user.click(boxes()[0]!);
    await user.keyboard('5678{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ oldpin: '1234', newpin: '5678' });
  });

  it('goes back to the old PIN when the server refuses', async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw new ApiError(['Incorrect PIN. You have 4 tries left.'], 422);
    });
    const { user, open, boxes, alertText } = setup('change', onSubmit);
    const dialog = await open();
    await user.click(boxes()[0]!);
    await user.keyboard('0000{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    await user.keyboard('5678{Enter}');
    await waitFor(() => expect(alertText()).toBe('Incorrect PIN. You have 4 tries left.'));
    expect(within(dialog).getByRole('group', { name: 'Old PIN' })).toContainElement(boxes()[0]!);
  });
});
