import { isDigits } from '@contract/fields';
import { pinTexts as t } from './texts';

export const PIN_LENGTH = 4;

/** enter: confirm a money action; set: choose a first PIN, then repeat it; change: old PIN, then new. */
export type PinMode = 'enter' | 'set' | 'change';

export type PinStep = {
  title: string;
  /** Names the boxes; shown above them when the title alone does not say which PIN goes in. */
  group: string;
  showGroup: boolean;
  /** The message when the boxes do not hold four digits (docs/product.md §Validation). */
  invalid: string;
};

export const PIN_STEPS: Record<PinMode, readonly PinStep[]> = {
  enter: [{ title: t.enter.title, group: t.enter.group, showGroup: false, invalid: t.invalid }],
  set: [
    { title: t.set.title, group: t.set.group, showGroup: false, invalid: t.invalid },
    { title: t.confirm.title, group: t.confirm.group, showGroup: false, invalid: t.invalid },
  ],
  change: [
    { title: t.change.title, group: t.change.old, showGroup: true, invalid: t.invalidOld },
    { title: t.change.title, group: t.change.new, showGroup: true, invalid: t.invalidNew },
  ],
};

const isPin = (value: string): boolean => isDigits(value, PIN_LENGTH);

export type PinProblem = {
  message: string;
  /** A differing confirmation may be a slip in either entry: both are asked again. */
  startOver: boolean;
};

/**
 * Why the PIN typed at `step` cannot go on, or undefined when it can. `pins` holds each step's
 * entry; in set mode the confirmation must repeat the first entry.
 */
export const pinProblem = (mode: PinMode, step: number, pins: readonly string[], mismatch: string): PinProblem | undefined => {
  if (!isPin(pins[step] ?? '')) return { message: PIN_STEPS[mode][step]?.invalid ?? t.invalid, startOver: false };
  if (mode === 'set' && step === 1 && pins[1] !== pins[0]) return { message: mismatch, startOver: true };
  return undefined;
};
