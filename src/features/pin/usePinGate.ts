import { useRef, useState } from 'react';
import { ERROR_CODES } from '@contract/common';
import { ApiError, errorMessages } from '@/api/errors';
import { notifyErrors } from '@/ui/toast';
import { hasPasskeyHere } from '@/lib/passkeysHere';
import { createPin } from './api';
import type { ApprovalRequest } from '@contract/approval';
import type { Approval } from './approval';
import type { PinModalProps } from './PinModal';
import { pinTexts } from './texts';

/** A money action that the customer confirms with their PIN. */
export type PinAction = {
  submit: (approval: Approval) => Promise<void>;
  /** Offers 'Approve with fingerprint' beside the PIN boxes, when this device has a passkey. */
  passkey?: ApprovalRequest;
  /** Shown when the action fails without a message from the server. */
  fallback: string;
  /** The page's form the action belongs to: sending it again takes a refusal's toast away (ui/toast). */
  form?: string;
};

/** The one refusal the dialog can put right: the server's code says the PIN was wrong (contract/common.ts). */
const isWrongPin = (error: unknown): boolean => error instanceof ApiError && error.code === ERROR_CODES.wrongPin;

type Refusal = { messages: readonly string[]; form?: string };

/**
 * Money actions (invest, cash-out, bills, withdraw; docs/product.md §Flows) open the PIN modal
 * when the customer has a PIN, else the set-PIN modal first and then the PIN modal. Render one
 * <PinModal {...modal} />. `setFirstPin` sets the first PIN (the PIN call by default).
 *
 * Only a wrong PIN stays in the dialog, to be typed again. Any other refusal (a bank's decline,
 * the wallet short, the PIN locked: docs/product.md §PIN dialogs) closes it like a success, and
 * the page says why once the dialog has gone: while it is open the page behind is inert, and an
 * alert raised there would not be read out.
 */
export const usePinGate = (hasPin: boolean, setFirstPin: (pin: string, confirmation: string) => Promise<void> = createPin) => {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'enter' | 'set'>('enter');
  const [action, setAction] = useState<PinAction | null>(null);
  const refusal = useRef<Refusal | null>(null);

  const openFor = (next: PinAction): void => {
    refusal.current = null;
    setAction(next);
    setMode(hasPin ? 'enter' : 'set');
    setOpen(true);
  };
  const onClose = (): void => setOpen(false);
  const onClosed = (): void => {
    const shown = refusal.current;
    refusal.current = null;
    if (shown) notifyErrors(shown.messages, { form: shown.form, urgent: true });
  };

  const confirm = async (approval: Approval): Promise<void> => {
    if (!action) return;
    try {
      await action.submit(approval);
    } catch (error) {
      if (isWrongPin(error)) throw error;
      refusal.current = { messages: errorMessages(error, action.fallback), form: action.form };
    }
  };

  // A passkey the customer did not use (its dialog closed) keeps the PIN dialog open, as a wrong PIN does.
  const approveWithPasskey = async (request: ApprovalRequest): Promise<void> => {
    // The passkeys feature, and WebAuthn's code, only once the customer asks for a passkey.
    const ceremony = await import('@/features/passkeys').then((passkeys) => passkeys.loadPasskeyCeremony());
    await confirm(await ceremony.approveWithPasskey(request));
  };
  const passkey = action?.passkey;

  const modal: PinModalProps =
    mode === 'set'
      ? {
          open,
          mode,
          onClose,
          onClosed,
          onSubmit: ({ pin, confirmation }) => setFirstPin(pin, confirmation),
          onSuccess: () => setMode('enter'),
          errorFallback: pinTexts.setFailed,
        }
      : {
          open,
          mode,
          onClose,
          onClosed,
          onSubmit: ({ pin }) => confirm({ pin }),
          onPasskey: passkey && hasPasskeyHere() ? () => approveWithPasskey(passkey) : undefined,
          errorFallback: action?.fallback ?? '',
        };
  return { openFor, modal };
};
