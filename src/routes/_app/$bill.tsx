import { createFileRoute } from '@tanstack/react-router';
import { BillFormScreen } from '@/features/bills/BillFormScreen';
import { loadShortBillForm } from '@/features/bills/loaders';
import { pendingScreen } from '@/ui/pendingScreens';

/**
 * /airtime, /data-subscription, /electricty and /cable, the purchase screens the hub's tiles open
 * (docs/product.md §Signed-in frame). One route for the four keeps the route tree, which every first page (/login too)
 * downloads, small. The app's own paths outrank a parameter; any other word goes home as an
 * unknown path does.
 */
export const Route = createFileRoute('/_app/$bill')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/$bill'),
  loader: loadShortBillForm,
  component: () => <BillFormScreen from="/_app/$bill" />,
});
