import type { ComponentType } from 'react';
import type { FileRoutesById } from '@/routeTree.gen';
import { EditProfileSkeleton, SecuritySkeleton } from '@/features/account';
import { DashboardSkeleton } from '@/features/dashboard';
import { NotificationsSkeleton } from '@/features/notifications';
import { TransactionDetailsSkeleton, TransactionsSkeleton } from '@/features/transactions';
import { DepositSkeleton, PaymentResultSkeleton, WithdrawSkeleton } from '@/features/wallet';
import { ComingSoonSkeleton } from './ComingSoonSkeleton';

type SignedInRouteId = Extract<keyof FileRoutesById, `/_app/${string}`>;

/**
 * What each signed-in page looks like while it loads, shaped like the page. Every signed-in
 * route must have one: a new route that lacks it does not compile.
 */
export const PAGE_SKELETONS: Readonly<Record<SignedInRouteId, ComponentType>> = {
  '/_app/dashboard': DashboardSkeleton,
  '/_app/alltransactions': TransactionsSkeleton,
  '/_app/transaction-details': TransactionDetailsSkeleton,
  '/_app/notification': NotificationsSkeleton,
  '/_app/deposit': DepositSkeleton,
  '/_app/withdraw': WithdrawSkeleton,
  '/_app/verifypaymentfunding': PaymentResultSkeleton,
  '/_app/account/security': SecuritySkeleton,
  '/_app/account/profile': ComingSoonSkeleton,
  '/_app/account/profile_/edit': EditProfileSkeleton,
  '/_app/account/customer-support': ComingSoonSkeleton,
  '/_app/investments': ComingSoonSkeleton,
  '/_app/utilitybills': ComingSoonSkeleton,
  '/_app/calulator': ComingSoonSkeleton,
  '/_app/comingsoon': ComingSoonSkeleton,
};
