import type { BillKind } from './reviewState';

/**
 * Each bill's purchase screen (the short address the hub's tiles use, docs/product.md §Signed-in frame) and its review
 * screen. Both are routes of their own (docs/rules.md), so links to them are checked against the route tree.
 */
export const BILL_PATHS = {
  airtime: { form: '/airtime', review: '/review/airtime' },
  data: { form: '/data-subscription', review: '/review/data-subscription' },
  electricity: { form: '/electricty', review: '/review/electricty-bill' },
  cable: { form: '/cable', review: '/review/cable' },
} as const satisfies Record<BillKind, { form: string; review: string }>;
