import { css } from '@/ui/css';
import { Skeleton, SkeletonCard, SkeletonRows, SkeletonScreen } from '@/ui/Skeleton';

const tiles = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  @media (min-width: 600px) { gap: 16px; }
`;

const offers = css`
  display: grid;
  gap: 8px;
`;

/** The three tiles, the offers and the history card while the dashboard's figures are out. */
export const DashboardCardsSkeleton = () => (
  <SkeletonScreen>
    <div className={tiles}>
      {[0, 1, 2].map((tile) => (
        <SkeletonCard key={tile}>
          <Skeleton width="80%" height={14} />
          <Skeleton width="50%" height={22} />
        </SkeletonCard>
      ))}
    </div>
    <div className={offers}>
      <Skeleton width="35%" height={22} />
      <Skeleton height={260} />
    </div>
    <SkeletonCard>
      <Skeleton width="30%" height={22} />
      <Skeleton width="25%" height={12} />
      <SkeletonRows count={3} />
    </SkeletonCard>
  </SkeletonScreen>
);

/** The whole dashboard while its chunk loads: greeting, wallet card, then the cards' shape. */
export const DashboardSkeleton = () => (
  <SkeletonScreen>
    <Skeleton width="45%" height={30} />
    <Skeleton height={172} />
    <DashboardCardsSkeleton />
  </SkeletonScreen>
);
