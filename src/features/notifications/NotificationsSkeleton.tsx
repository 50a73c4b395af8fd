import { Skeleton, SkeletonCard, SkeletonRows, SkeletonScreen } from '@/ui/Skeleton';

/** /notification while its page loads: heading and Mark all as read, the items, the pager. */
export const NotificationsSkeleton = () => (
  <SkeletonScreen width={720}>
    <SkeletonCard>
      <Skeleton width="50%" height={30} />
      <SkeletonRows count={5} icon={40} />
      <Skeleton height={44} />
    </SkeletonCard>
  </SkeletonScreen>
);
