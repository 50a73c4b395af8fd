/** The smallest value at or above `share` (0-1) of the values, by nearest rank; NaN when there are none. */
export const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

/** The middle value, or the mean of the two middle ones for an even count; NaN when there are none. */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length / 2;
  return Number.isInteger(half) ? ((sorted[half - 1] ?? Number.NaN) + (sorted[half] ?? Number.NaN)) / 2 : sorted[Math.floor(half)]!;
};
