/** A positive whole number from a search value (?id=12 arrives as 12 or '12'); undefined otherwise. */
export const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
