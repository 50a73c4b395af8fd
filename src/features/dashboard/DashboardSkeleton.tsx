import { Skeleton } from '../../ui/Skeleton';

/**
 * Shown while the dashboard's loader waits for its reads on a slow network: greeting, wallet,
 * tiles, history. Its own module: the router keeps pending components in the main bundle.
 */
export const DashboardSkeleton = () => (
  <div aria-busy="true" style={{ display: 'grid', gap: 20 }}>
    <Skeleton width="40%" height={28} />
    <Skeleton height={170} />
    <Skeleton height={84} />
    <Skeleton height={240} />
  </div>
);
