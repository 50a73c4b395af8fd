import { css } from '@/ui/css';
import { Skeleton, SkeletonCard, SkeletonScreen } from '@/ui/Skeleton';

const identity = css`
  display: flex;
  align-items: center;
  gap: 16px;
  & span:last-child { flex: 1; display: grid; gap: 8px; }
`;

const strip = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
`;

/** /account/profile arriving: heading, picture and name, the three figures, then the six actions. */
export const ProfileSkeleton = () => (
  <SkeletonScreen width={560}>
    <SkeletonCard>
      <Skeleton width="35%" height={30} />
      <div className={identity}>
        <Skeleton width={80} height={80} round />
        <span>
          <Skeleton width="60%" height={22} />
          <Skeleton width="75%" height={16} />
          <Skeleton width={90} height={20} />
        </span>
      </div>
      <div className={strip}>
        {[0, 1, 2].map((figure) => (
          <Skeleton key={figure} height={64} />
        ))}
      </div>
      {[0, 1, 2, 3, 4, 5].map((action) => (
        <Skeleton key={action} height={40} />
      ))}
    </SkeletonCard>
  </SkeletonScreen>
);
