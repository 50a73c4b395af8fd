import type { ComponentType } from 'react';
import type { FileRoutesById } from '@/routeTree.gen';
import { AboutSkeleton, EditProfileSkeleton, ProfileSkeleton, SecuritySkeleton, SupportSkeleton } from '@/features/account';
import { AirtimeSkeleton, BillsHubSkeleton, CableSkeleton, DataSkeleton, ElectricitySkeleton, ReviewSkeleton } from '@/features/bills';
import { DashboardSkeleton } from '@/features/dashboard';
import {
  BuyUnitsSkeleton,
  CalcsSkeleton,
  CalculatorSkeleton,
  MyInvestmentsSkeleton,
  PlanDetailsSkeleton,
  PlansSkeleton,
} from '@/features/investments';
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
  '/_app/account/profile': ProfileSkeleton,
  '/_app/account/profile_/edit': EditProfileSkeleton,
  '/_app/account/customer-support': SupportSkeleton,
  '/_app/account/about': AboutSkeleton,
  '/_app/investments': MyInvestmentsSkeleton,
  '/_app/investment/plans': PlansSkeleton,
  '/_app/seeallinvestment': PlansSkeleton,
  '/_app/investment/details': PlanDetailsSkeleton,
  '/_app/investmentdetails/$id': PlanDetailsSkeleton,
  '/_app/investment/unit': BuyUnitsSkeleton,
  '/_app/investmentunit/$id': BuyUnitsSkeleton,
  '/_app/utilitybills': BillsHubSkeleton,
  '/_app/airtime': AirtimeSkeleton,
  '/_app/data-subscription': DataSkeleton,
  '/_app/electricty': ElectricitySkeleton,
  '/_app/cable': CableSkeleton,
  '/_app/utilitybills_/airtime': AirtimeSkeleton,
  '/_app/utilitybills_/data-subscription': DataSkeleton,
  '/_app/utilitybills_/electricty': ElectricitySkeleton,
  '/_app/utilitybills_/cable': CableSkeleton,
  '/_app/review/airtime': ReviewSkeleton,
  '/_app/review/data-subscription': ReviewSkeleton,
  '/_app/review/electricty-bill': ReviewSkeleton,
  '/_app/review/cable': ReviewSkeleton,
  '/_app/calulator': CalculatorSkeleton,
  '/_app/calcs': CalcsSkeleton,
  '/_app/comingsoon': ComingSoonSkeleton,
  '/_app/transactions': ComingSoonSkeleton,
};
