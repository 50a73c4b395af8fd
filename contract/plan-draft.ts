import { coerce, define, object, optional, refine, string, type Infer, type Struct } from 'superstruct';
import { hasControlCharacter } from './fields';
import { nairaToKobo } from './money';

/**
 * A new plan as an operator types it (`npm run plans -- add ...`): every value arrives as text and
 * leaves as the stored unit (kobo, basis points, 1/2 for weeks/months, 1-4 for a category). The
 * limits are the catalogue's own (see the plans table).
 */
const MAX_TEXT = 80;

/** Text turned into a number, or NaN when it is not one; the refinement then gives the message. */
const parsed = <T extends number>(message: string, parse: (text: string) => number | null, valid: (n: number) => boolean): Struct<T, null> =>
  coerce(
    define<T>('planField', (v) => (typeof v === 'number' && valid(v)) || message),
    string(),
    (text) => (text.length > MAX_TEXT ? Number.NaN : (parse(text.trim()) ?? Number.NaN)),
  );

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/** "12.5" -> 1250 basis points (at most two decimals). */
export const percentageToBasisPoints = (text: string): number | null => {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
};

const CATEGORY_NUMBERS: Record<string, number> = { bike: 1, minibus: 2, jetmover: 3, truck: 4, '1': 1, '2': 2, '3': 3, '4': 4 };
const category = (message: string) =>
  parsed<number>(
    message,
    (text) => CATEGORY_NUMBERS[text.toLowerCase()] ?? null,
    (n) => n >= 1 && n <= 4,
  );

export const PlanDraftInput = object({
  name: refine(string(), 'name', (v) =>
    v.trim().length < 3 || v.trim().length > MAX_TEXT ? 'must be 3 to 80 characters' : !hasControlCharacter(v) || 'may not contain control characters',
  ),
  amount: parsed<number>(
    'must be the naira price of one unit, from 100 to 10000000 with at most two decimals (like 150000 or 150000.50)',
    nairaToKobo,
    (kobo) => kobo >= 10_000 && kobo <= 1_000_000_000,
  ),
  percentage: parsed<number>(
    'must be the total profit over the term in per cent, above 0 and at most 500 with at most two decimals (like 24 or 12.5)',
    percentageToBasisPoints,
    (bp) => bp >= 1 && bp <= 50_000,
  ),
  periods: parsed<number>('must be the number of payouts, a whole number from 1 to 520', wholeNumber, (n) => n >= 1 && n <= 520),
  duration: parsed<number>(
    'must be weeks or months',
    (text) => ({ weeks: 1, months: 2 })[text.toLowerCase()] ?? null,
    (n) => n === 1 || n === 2,
  ),
  category: category('must be bike, minibus, jetmover or truck (or 1 to 4)'),
  which: optional(category('must be the picture: bike, minibus, jetmover or truck (or 1 to 4); it defaults to the category')),
  units: parsed<number>('must be the units on offer, a whole number from 1 to 100000', wholeNumber, (n) => n >= 1 && n <= 100_000),
});
export type PlanDraftInput = Infer<typeof PlanDraftInput>;
