import { Skeleton, SkeletonCard, SkeletonScreen } from '@/ui/Skeleton';
import { css } from '@/ui/css';

const tiles = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 12px;
`;

/** /utilitybills: the heading, then four tiles. */
export const BillsHubSkeleton = () => (
  <SkeletonScreen width={720}>
    <SkeletonCard>
      <Skeleton width="40%" height={30} />
      <div className={tiles}>
        {[0, 1, 2, 3].map((tile) => (
          <Skeleton key={tile} height={120} />
        ))}
      </div>
    </SkeletonCard>
  </SkeletonScreen>
);
