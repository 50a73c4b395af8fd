import type { BillKind } from './review';

/** Each bill's purchase screen (the short form the hub's tiles use, spec 2.2) and its review screen. */
export const BILL_PATHS = {
  airtime: { form: '/airtime', review: '/review/airtime' },
  data: { form: '/data-subscription', review: '/review/data-subscription' },
  electricity: { form: '/electricty', review: '/review/electricty-bill' },
  cable: { form: '/cable', review: '/review/cable' },
} as const satisfies Record<BillKind, { form: string; review: string }>;
