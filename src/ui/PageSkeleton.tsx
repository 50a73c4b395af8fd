import { Skeleton } from './Skeleton';

const ROWS = [0, 1, 2, 3, 4];

/**
 * A heading and a few list rows while a list or details page loads. Its own small module: the
 * router keeps pending components in the main bundle.
 */
export const PageSkeleton = () => (
  <div aria-busy="true">
    <Skeleton width="50%" height={28} />
    {ROWS.map((row) => (
      <p key={row}>
        <Skeleton height={48} />
      </p>
    ))}
  </div>
);
