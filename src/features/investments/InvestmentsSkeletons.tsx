import { css } from '@/ui/css';
import type { ReactNode } from 'react';
import { Skeleton, SkeletonCard, SkeletonField, SkeletonScreen } from '@/ui/Skeleton';

const cards = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: 16px;
`;

const PlanCardSkeleton = () => (
  <SkeletonCard>
    <Skeleton height={140} />
    <Skeleton width="70%" height={18} />
    <Skeleton width="90%" height={14} />
    <Skeleton width={80} height={22} />
  </SkeletonCard>
);

const PlanCardsSkeleton = ({ count }: { count: number }) => (
  <div className={cards}>
    {Array.from({ length: count }, (_, card) => (
      <PlanCardSkeleton key={card} />
    ))}
  </div>
);

/** /investments: heading, payout card, the Opportunities bar and a card, the tabs, two investments. */
export const MyInvestmentsSkeleton = () => (
  <SkeletonScreen>
    <Skeleton width="45%" height={30} />
    <Skeleton height={124} />
    <Skeleton width="35%" height={24} />
    <PlanCardsSkeleton count={1} />
    <Skeleton height={52} />
    <SkeletonCard>
      <Skeleton width="60%" height={18} />
      <Skeleton height={72} />
    </SkeletonCard>
  </SkeletonScreen>
);

/** /investment/plans and /seeallinvestment: heading, a grid of plan cards. */
export const PlansSkeleton = () => (
  <SkeletonScreen>
    <Skeleton width="50%" height={30} />
    <PlanCardsSkeleton count={6} />
  </SkeletonScreen>
);

/** A narrow card: a picture or not, heading, its content, the button. */
const NarrowCardSkeleton = ({ picture, children }: { picture: boolean; children: ReactNode }) => (
  <SkeletonScreen width={520}>
    <SkeletonCard>
      {picture && <Skeleton height={200} />}
      <Skeleton width="60%" height={30} />
      {children}
      <Skeleton height={44} />
    </SkeletonCard>
  </SkeletonScreen>
);

/** /investment/details and /investmentdetails/$id: picture, name, price, wallet line, facts grid. */
export const PlanDetailsSkeleton = () => (
  <NarrowCardSkeleton picture>
    <Skeleton height={28} />
    <Skeleton height={56} />
    <Skeleton height={180} />
  </NarrowCardSkeleton>
);

/** /investment/unit and /investmentunit/$id: step 1, the units field and its note. */
export const BuyUnitsSkeleton = () => (
  <NarrowCardSkeleton picture={false}>
    <Skeleton width="40%" height={14} />
    <SkeletonField />
    <Skeleton width="45%" height={14} />
  </NarrowCardSkeleton>
);

/** /calulator: back, heading, the plan and units fields. */
export const CalculatorSkeleton = () => (
  <NarrowCardSkeleton picture={false}>
    <SkeletonField />
    <SkeletonField />
  </NarrowCardSkeleton>
);

/** /calcs: the doughnut, six rows, the chart. */
export const CalcsSkeleton = () => (
  <NarrowCardSkeleton picture={false}>
    <Skeleton width={200} height={200} round />
    <Skeleton height={216} />
    <Skeleton height={180} />
  </NarrowCardSkeleton>
);
