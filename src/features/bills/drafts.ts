import { authToken } from '@/state/session';
import type { BillKind, BillReview, ReviewOf } from './reviewState';

/**
 * The last values each form sent to its review, so the review's back arrow returns to a filled
 * form. Kept in memory for the customer who typed them: never in storage, gone after a purchase.
 */
const drafts = new Map<BillKind, { token: string | undefined; review: BillReview }>();

export const rememberDraft = (review: BillReview): void => void drafts.set(review.kind, { token: authToken(), review });

export const draftOf = <K extends BillKind>(kind: K): ReviewOf<K> | undefined => {
  const draft = drafts.get(kind);
  return draft && draft.token === authToken() ? (draft.review as ReviewOf<K>) : undefined;
};

export const forgetDraft = (kind: BillKind): void => void drafts.delete(kind);
