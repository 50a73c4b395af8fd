import { useState } from 'react';
import { TextInput } from '@/ui/Field';
import { notifyInvalid } from '@/ui/toast';
import { isAmount } from './rules';
import { texts } from './texts';

/**
 * The amount both money forms ask for, with the "more than 0.9" rule (docs/product.md §Validation).
 * `form` names the form its error toast is about.
 */
export const useAmount = (form: string) => {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  /** True when the amount is valid; otherwise marks the field and says why. */
  const check = (): boolean => {
    const ok = isAmount(value);
    setInvalid(!ok);
    if (!ok) notifyInvalid(texts.messages.invalidAmount, { form });
    return ok;
  };
  return { value: value.trim(), raw: value, setValue, invalid, check };
};

export const AmountField = ({ amount }: { amount: ReturnType<typeof useAmount> }) => (
  <TextInput
    label={texts.amount}
    name="amount"
    inputMode="decimal"
    autoComplete="off"
    placeholder={texts.amountPlaceholder}
    value={amount.raw}
    invalid={amount.invalid}
    onChange={(e) => amount.setValue(e.currentTarget.value)}
  />
);
