import { Skeleton, SkeletonCard, SkeletonField, SkeletonScreen } from '@/ui/Skeleton';
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

/** A bill form arriving: the way back, its heading, `fields` fields, `buttons` buttons (Verify, Continue). */
const BillFormSkeleton = ({ fields, buttons }: { fields: number; buttons: number }) => (
  <SkeletonScreen width={480}>
    <SkeletonCard>
      <Skeleton width="30%" height={20} />
      <Skeleton width="50%" height={30} />
      {Array.from({ length: fields }, (_, field) => (
        <SkeletonField key={field} />
      ))}
      {Array.from({ length: buttons }, (_, button) => (
        <Skeleton key={button} height={44} />
      ))}
    </SkeletonCard>
  </SkeletonScreen>
);

/** Network, phone number, amount; Continue. */
export const AirtimeSkeleton = () => <BillFormSkeleton fields={3} buttons={1} />;
/** Network, plan, phone number, amount; Continue. */
export const DataSkeleton = () => <BillFormSkeleton fields={4} buttons={1} />;
/** Provider, meter type, meter number; Verify, Continue (the amount comes once verified). */
export const ElectricitySkeleton = () => <BillFormSkeleton fields={3} buttons={2} />;
/** Provider, package, amount, smart card number; Verify, Continue. */
export const CableSkeleton = () => <BillFormSkeleton fields={4} buttons={2} />;

/** Review Payment: heading, the rows, Proceed. */
export const ReviewSkeleton = () => (
  <SkeletonScreen width={480}>
    <SkeletonCard>
      <Skeleton width="50%" height={30} />
      <Skeleton height={180} />
      <Skeleton height={44} />
    </SkeletonCard>
  </SkeletonScreen>
);
