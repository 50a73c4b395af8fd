import { Skeleton, SkeletonCard, SkeletonField, SkeletonScreen } from '@/ui/Skeleton';

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
