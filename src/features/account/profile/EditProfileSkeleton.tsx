import { Skeleton, SkeletonCard, SkeletonScreen } from '@/ui/Skeleton';

/** /account/profile/edit arriving: heading, the round picture, four fields and the button. */
export const EditProfileSkeleton = () => (
  <SkeletonScreen width={560}>
    <SkeletonCard>
      <Skeleton width="40%" height={30} />
      <Skeleton width={112} height={112} round />
      {[0, 1, 2, 3].map((field) => (
        <Skeleton key={field} height={64} />
      ))}
      <Skeleton height={44} />
    </SkeletonCard>
  </SkeletonScreen>
);
