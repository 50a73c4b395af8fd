import { useState } from 'react';
import { createPin } from './api';
import type { PinModalProps } from './PinModal';
import { pinTexts } from './texts';

/** A money action that the customer confirms with their PIN. */
export type PinAction = {
  submit: (pin: string) => Promise<void>;
  /** Shown when the action fails without a message from the server. */
  fallback: string;
};

/**
 * Money actions (invest, cash-out, bills, withdraw; docs/product.md §Flows) open the PIN modal
 * when the customer has a PIN, else the set-PIN modal first and then the PIN modal. Render one
 * <PinModal {...modal} />. `setFirstPin` sets the first PIN (the PIN call by default).
 */
export const usePinGate = (hasPin: boolean, setFirstPin: (pin: string, confirmation: string) => Promise<void> = createPin) => {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'enter' | 'set'>('enter');
  const [action, setAction] = useState<PinAction | null>(null);

  const openFor = (next: PinAction): void => {
    setAction(next);
    setMode(hasPin ? 'enter' : 'set');
    setOpen(true);
  };
  const onClose = (): void => setOpen(false);

  const modal: PinModalProps =
    mode === 'set'
      ? {
          open,
          mode,
          onClose,
          onSubmit: ({ pin, confirmation }) => setFirstPin(pin, confirmation),
          onSuccess: () => setMode('enter'),
          errorFallback: pinTexts.setFailed,
        }
      : {
          open,
          mode,
          onClose,
          onSubmit: async ({ pin }) => action?.submit(pin),
          errorFallback: action?.fallback ?? '',
        };
  return { openFor, modal };
};
