/** How balances show; index.html's boot skeleton formats the wallet with it too (scripts/lib/boot-wallet.ts). */
export const BALANCE_FORMAT = { style: 'currency', currency: 'NGN', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** Naira display. One formatter per style, built once: Intl objects are costly to create. */
const balance = new Intl.NumberFormat('en-NG', BALANCE_FORMAT);
const whole = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Wire amounts are naira strings ("1234.56"); anything unreadable shows as zero rather than NaN. */
const toNumber = (amount: number | string): number => {
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? n : 0;
};

/** Balances: ₦1,234.50 */
export const formatNaira = (amount: number | string): string => balance.format(toNumber(amount));

/** Review, detail and profile screens: ₦1,235 */
export const formatNairaWhole = (amount: number | string): string => whole.format(toNumber(amount));

/**
 * Detail screens: no decimals (docs/product.md §Numbers and formats) unless there are kobo, which
 * are never rounded away: ₦1,500 but ₦1,500.25.
 */
export const formatNairaDetail = (amount: number | string): string => {
  const n = toNumber(amount);
  return Number.isInteger(n) ? whole.format(n) : balance.format(n);
};

/** Tiles: ₦950, ₦1.5K, ₦2.3M, ₦4B */
export const formatNairaCompact = (amount: number | string): string => compact.format(toNumber(amount));
