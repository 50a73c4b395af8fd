import { Skeleton, SkeletonCard, SkeletonScreen } from '@/ui/Skeleton';

/** /account/about arriving: its heading and three entries. */
export const AboutSkeleton = () => (
  <SkeletonScreen width={560}>
    <SkeletonCard>
      <Skeleton width="30%" height={30} />
      {[0, 1, 2].map((entry) => (
        <Skeleton key={entry} height={40} />
      ))}
    </SkeletonCard>
  </SkeletonScreen>
);
