import { Skeleton, SkeletonCard, SkeletonScreen } from '@/ui/Skeleton';

/** Review Payment: heading, the rows, Proceed. */
export const ReviewSkeleton = () => (
  <SkeletonScreen width={480}>
    <SkeletonCard>
      <Skeleton width="50%" height={30} />
      <Skeleton height={180} />
      <Skeleton height={44} />
    </SkeletonCard>
  </SkeletonScreen>
);
