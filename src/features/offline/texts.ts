import { formatLagosDateTime } from '@/lib/dates';

/** Texts of the offline banner (docs/product.md §Offline). */
export const texts = {
  banner: (savedAt: number | null) =>
    savedAt === null
      ? 'You are offline. What needs the server will load when you are back online.'
      : `You are offline. These figures are from ${formatLagosDateTime(new Date(savedAt))}.`,
} as const;
