import type { BillKind } from './review';

/** Each bill's purchase screen (the short form the hub's tiles use, docs/product.md §Signed-in frame) and its review screen. */
export const BILL_PATHS = {
  airtime: { form: '/airtime', review: '/review/airtime' },
  data: { form: '/data-subscription', review: '/review/data-subscription' },
  electricity: { form: '/electricty', review: '/review/electricty-bill' },
  cable: { form: '/cable', review: '/review/cable' },
} as const satisfies Record<BillKind, { form: string; review: string }>;

const KINDS = Object.keys(BILL_PATHS) as BillKind[];
const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** The bill a /utilitybills/… address names by its short path's word ('electricty'); undefined for any other word. */
export const kindOfForm = (segment: string): BillKind | undefined => KINDS.find((kind) => formSegment(kind) === segment);

/** The word of the bill's purchase address, for /$bill and /utilitybills/$bill. */
export const formSegment = (kind: BillKind): string => lastSegment(BILL_PATHS[kind].form);

/** The word of the bill's review address, for /review/$bill. */
export const reviewSegment = (kind: BillKind): string => lastSegment(BILL_PATHS[kind].review);

/** The bill a /review/… address names ('electricty-bill'). */
export const kindOfReview = (segment: string): BillKind | undefined => KINDS.find((kind) => reviewSegment(kind) === segment);
