import { Skeleton, SkeletonCard, SkeletonScreen } from '@/ui/Skeleton';

/** /account/statement arriving: heading, the period's and the format's choices, the buttons. */
export const StatementSkeleton = () => (
  <SkeletonScreen width={520}>
    <SkeletonCard>
      <Skeleton width="45%" height={30} />
      <Skeleton height={88} />
      <Skeleton height={44} />
      <Skeleton height={44} />
    </SkeletonCard>
  </SkeletonScreen>
);
