import { lazyFn, lazyRouteComponent } from '@tanstack/react-router';
import type { BillKind } from '@/features/bills/review';
import { BILL_PATHS } from '@/features/bills/paths';
import { pendingScreen } from '@/ui/pendingScreens';

/*
 * Each bill screen answers at more than one address (docs/rules.md, bill routes): a route file per
 * address, all made here, so each costs the route tree (downloaded with /login) one line. The
 * screens and loaders load only when a bill route opens.
 */
const BillFormScreen = lazyRouteComponent(() => import('@/features/bills/BillFormScreen'), 'BillFormScreen');
const ReviewScreen = lazyRouteComponent(() => import('@/features/bills/ReviewScreen'), 'ReviewScreen');
const loadBillForm = lazyFn(() => import('@/features/bills/loaders'), 'loadBillForm');
const loadReview = lazyFn(() => import('@/features/bills/loaders'), 'loadReview');

/**
 * The purchase screen of `kind`, for its short address and its /utilitybills/ one. Both look
 * alike while loading: the skeleton registered for the short one.
 */
export const billForm = (kind: BillKind) => ({
  pendingComponent: pendingScreen(`/_app${BILL_PATHS[kind].form}`),
  loader: () => loadBillForm(kind),
  component: BillFormScreen,
});

/** The review screen of `kind`; its values come by navigation state. */
export const billReview = (kind: BillKind) => ({
  pendingComponent: pendingScreen(`/_app${BILL_PATHS[kind].review}`),
  loader: ({ location }: { location: { state: unknown } }) => loadReview(kind, location.state),
  component: ReviewScreen,
});
