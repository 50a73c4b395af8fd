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

/** One of About's pages arriving: the way back, its heading, the note, then headed paragraphs. */
export const LegalSkeleton = () => (
  <SkeletonScreen width={720}>
    <SkeletonCard>
      <Skeleton width="25%" height={20} />
      <Skeleton width="50%" height={30} />
      <Skeleton height={56} />
      {[0, 1, 2].flatMap((section) => [
        <Skeleton key={`heading-${section}`} width="35%" height={20} />,
        <Skeleton key={`text-${section}`} height={48} />,
      ])}
    </SkeletonCard>
  </SkeletonScreen>
);
