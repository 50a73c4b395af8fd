import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultScreen } from '@/features/wallet/PaymentResultScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/verifypaymentfunding')({
  pendingComponent: pendingScreen('/_app/verifypaymentfunding'),
  // Kept inline: validateSearch ships in the entry. A numeric-looking value arrives parsed as a number.
  validateSearch: (search: Record<string, unknown>): { paymentReference?: string } => {
    const value = search.paymentReference;
    return typeof value === 'string' || typeof value === 'number' ? { paymentReference: String(value) } : {};
  },
  component: function PaymentResultRoute() {
    return <PaymentResultScreen reference={Route.useSearch().paymentReference || undefined} />;
  },
});
