/** A positive whole number from a search value (?id=12 arrives as 12 or '12'); undefined otherwise. */
export const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * A text search value (a number-looking one arrives parsed as a number). A repeated parameter
 * arrives as an array, since a gateway may append one the address already had: the first counts.
 */
export const firstText = (value: unknown): string | undefined => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' || typeof first === 'number' ? String(first) : undefined;
};
