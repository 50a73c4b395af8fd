import { MICRO_UNITS_PER_UNIT } from '../../../contract';

/**
 * The money of a plan, in integer kobo. A percentage is held in basis points (hundredths of a
 * per cent: 12.5 % is 1250), so every figure is exact; BigInt keeps the products exact too.
 */
const BASIS_POINTS_PER_PERCENT = 100;
const BASIS_POINTS_WHOLE = 100n * BigInt(BASIS_POINTS_PER_PERCENT);

/** numerator / denominator rounded to the nearest whole, halves up (both positive). */
const roundedQuotient = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

const toSafeNumber = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${value} kobo is beyond what can be held exactly`);
  return Number(value);
};

/** What `microUnits` millionths of a unit cost at `unitKobo` a unit, to the nearest kobo. */
export const costOfUnits = (unitKobo: number, microUnits: number): number =>
  toSafeNumber(roundedQuotient(BigInt(unitKobo) * BigInt(microUnits), BigInt(MICRO_UNITS_PER_UNIT)));

/** Total returned = cost x (1 + percentage / 100); the profit is rounded to the nearest kobo. */
export const totalReturned = (costKobo: number, percentageBp: number): number =>
  toSafeNumber(BigInt(costKobo) + roundedQuotient(BigInt(costKobo) * BigInt(percentageBp), BASIS_POINTS_WHOLE));

/**
 * `total` split into `count` payouts of whole kobo: all equal but the last, which carries the
 * remainder, so they sum to exactly `total`.
 */
export const splitPayouts = (total: number, count: number): number[] => {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`cannot split into ${count} payouts`);
  const regular = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? total - regular * (count - 1) : regular));
};

/** 1250 -> 12.5 (the wire's percentage). Exact for two decimals as far as a person reads it. */
export const percentageFromBasisPoints = (basisPoints: number) => basisPoints / BASIS_POINTS_PER_PERCENT;
