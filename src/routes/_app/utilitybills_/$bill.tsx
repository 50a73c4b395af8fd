import { createFileRoute } from '@tanstack/react-router';
import { BillFormScreen } from '@/features/bills/BillFormScreen';
import { loadPrefixedBillForm } from '@/features/bills/loaders';
import { pendingScreen } from '@/ui/pendingScreens';

/**
 * /utilitybills/airtime, /data-subscription, /electricty and /cable: docs/product.md §Signed-in frame lists the purchase
 * screens under this prefix too; one route for the four, as for the short paths.
 */
export const Route = createFileRoute('/_app/utilitybills_/$bill')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/utilitybills_/$bill'),
  loader: loadPrefixedBillForm,
  component: () => <BillFormScreen from="/_app/utilitybills_/$bill" />,
});
