import { css } from '@/ui/css';
import { Skeleton, SkeletonCard, SkeletonRows, SkeletonScreen } from '@/ui/Skeleton';

const centre = css`
  display: grid;
  justify-items: center;
  gap: 8px;
`;

/** /alltransactions while its first page loads: the heading, a day, its rows. */
export const TransactionsSkeleton = () => (
  <SkeletonScreen width={720}>
    <SkeletonCard>
      <Skeleton width="50%" height={30} />
      <Skeleton width="25%" height={12} />
      <SkeletonRows count={6} />
    </SkeletonCard>
  </SkeletonScreen>
);

/** /transaction-details while the row loads: back link, heading, icon, badge, amount, facts. */
export const TransactionDetailsSkeleton = () => (
  <SkeletonScreen width={520}>
    <SkeletonCard>
      <Skeleton width="35%" height={20} />
      <Skeleton width="60%" height={30} />
      <div className={centre}>
        <Skeleton width={44} height={44} round />
        <Skeleton width={96} height={22} />
        <Skeleton width={150} height={36} />
      </div>
      {[0, 1, 2].map((fact) => (
        <Skeleton key={fact} height={20} />
      ))}
    </SkeletonCard>
  </SkeletonScreen>
);
