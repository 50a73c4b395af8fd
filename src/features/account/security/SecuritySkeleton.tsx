import { Skeleton, SkeletonCard, SkeletonScreen } from '@/ui/Skeleton';

/** /account/security arriving: heading, e-mail and phone, the password and PIN actions, then the devices. */
export const SecuritySkeleton = () => (
  <SkeletonScreen width={560}>
    <SkeletonCard>
      <Skeleton width="40%" height={30} />
      {[0, 1].map((fact) => (
        <Skeleton key={fact} height={24} />
      ))}
      <Skeleton width="30%" height={18} />
      {[0, 1, 2].map((action) => (
        <Skeleton key={action} height={40} />
      ))}
      <Skeleton width="35%" height={18} />
      {[0, 1].map((device) => (
        <Skeleton key={device} height={56} />
      ))}
    </SkeletonCard>
  </SkeletonScreen>
);
