import { useState } from 'react';
import type { AmountRange } from '@contract/config';
import { TextInput } from '@/ui/Field';
import { notifyInvalid } from '@/ui/toast';
import { amountProblem, formatKobo, type RangeWords } from './rules';
import { texts } from './texts';

/** How a form words its amount's range (from GET config; undefined until it arrives). */
export type AmountRule = RangeWords & {
  range: AmountRange | undefined;
  hint: (min: string, max: string) => string;
};

/**
 * The amount both money forms ask for (docs/product.md §Validation), with its range said under it
 * and checked before anything is sent. `form` names the form its error toast is about.
 */
export const useAmount = (form: string, { range, hint, ...words }: AmountRule) => {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  /** True when the amount can go; otherwise marks the field and says why. */
  const check = (): boolean => {
    const problem = amountProblem(value, range, words);
    setInvalid(problem !== null);
    if (problem) notifyInvalid(problem, { form });
    return problem === null;
  };
  return { value: value.trim(), raw: value, setValue, invalid, check, hint: range && hint(formatKobo(range.min_kobo), formatKobo(range.max_kobo)) };
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
    hint={amount.hint}
    onChange={(e) => amount.setValue(e.currentTarget.value)}
  />
);
