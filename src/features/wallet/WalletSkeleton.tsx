import { Skeleton, SkeletonCard, SkeletonField, SkeletonScreen } from '@/ui/Skeleton';

/** A wallet screen arriving: heading, the balance box, `fields` form fields, the button. */
const WalletFormSkeleton = ({ fields }: { fields: number }) => (
  <SkeletonScreen width={480}>
    <SkeletonCard>
      <Skeleton width="40%" height={30} />
      <Skeleton height={64} />
      {Array.from({ length: fields }, (_, field) => (
        <SkeletonField key={field} />
      ))}
      <Skeleton height={44} />
    </SkeletonCard>
  </SkeletonScreen>
);

/** /deposit: the amount. */
export const DepositSkeleton = () => <WalletFormSkeleton fields={1} />;

/** /withdraw: amount, bank, account number, account name. */
export const WithdrawSkeleton = () => <WalletFormSkeleton fields={4} />;

/** /verifypaymentfunding: the outcome, the payment's five facts, the way back. */
export const PaymentResultSkeleton = () => (
  <SkeletonScreen width={480}>
    <SkeletonCard>
      <Skeleton width="70%" height={30} />
      <Skeleton height={212} />
      <Skeleton height={44} />
    </SkeletonCard>
  </SkeletonScreen>
);
