import { reviewFrom, type BillKind } from '../reviewState';

/** A review screen's values come by navigation state only (docs/product.md §Utility bills); a null review sends the customer back. */
export const loadReview = (kind: BillKind, state: unknown) => ({ kind, review: reviewFrom(kind, state) });

/** What a review screen has: its bill, and the values to pay or null. */
export type LoadedReview = ReturnType<typeof loadReview>;
