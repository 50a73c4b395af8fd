/** The smallest value at or above `share` (0-1) of the values, by nearest rank; NaN when there are none. */
export const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => percentile(values, 0.5);
