import { Skeleton, SkeletonCard, SkeletonScreen } from '@/ui/Skeleton';

/** /account/customer-support arriving: heading, a line, then e-mail, phone and WhatsApp. */
export const SupportSkeleton = () => (
  <SkeletonScreen width={560}>
    <SkeletonCard>
      <Skeleton width="45%" height={30} />
      <Skeleton width="80%" height={16} />
      {[0, 1, 2].flatMap((contact) => [
        <Skeleton key={`label-${contact}`} width="20%" height={14} />,
        <Skeleton key={`link-${contact}`} width="55%" height={28} />,
      ])}
    </SkeletonCard>
  </SkeletonScreen>
);
