import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultScreen } from '@/features/wallet/PaymentResultScreen';
import { PaymentResultSkeleton } from '@/features/wallet/WalletSkeleton';
import { firstText } from '@/lib/search';

export const Route = createFileRoute('/_app/verifypaymentfunding')({
  pendingComponent: PaymentResultSkeleton,
  // The gateway appends paymentReference (ours), transactionReference and paymentStatus; only our
  // reference is read, and the server is asked how the payment ended (docs/product.md §Deposit).
  validateSearch: (search): { paymentReference?: string } => ({ paymentReference: firstText(search.paymentReference) }),
  component: function PaymentResultRoute() {
    return <PaymentResultScreen reference={Route.useSearch().paymentReference || undefined} />;
  },
});
