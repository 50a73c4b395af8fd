import { css } from '@/ui/css';
import { Skeleton, SkeletonCard, SkeletonScreen } from '@/ui/Skeleton';

const centred = css`
  justify-items: center;
  margin-top: 16px;
`;

/** A page still to be built, arriving: its heading, a line, the way home (see ComingSoonScreen). */
export const ComingSoonSkeleton = () => (
  <SkeletonScreen width={520}>
    <SkeletonCard className={centred}>
      <Skeleton width="55%" height={30} />
      <Skeleton width="80%" height={16} />
      <Skeleton width="45%" height={44} />
    </SkeletonCard>
  </SkeletonScreen>
);
