import { createFileRoute } from '@tanstack/react-router';
import { BillFormScreen } from '@/features/bills/forms/BillFormScreen';
import { CableSkeleton } from '@/features/bills/forms/BillFormSkeletons';
import { loadBillForm } from '@/features/bills/forms/loaders';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/utilitybills_/cable')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  pendingComponent: CableSkeleton,
  loader: () => loadBillForm('cable'),
  component: function CableFormRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <BillFormScreen data={data} />;
  },
});
