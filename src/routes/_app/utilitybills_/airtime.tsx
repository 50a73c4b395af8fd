import { createFileRoute } from '@tanstack/react-router';
import { BillFormScreen } from '@/features/bills/forms/BillFormScreen';
import { AirtimeSkeleton } from '@/features/bills/forms/BillFormSkeletons';
import { loadBillForm } from '@/features/bills/forms/loaders';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/utilitybills_/airtime')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  pendingComponent: AirtimeSkeleton,
  loader: () => loadBillForm('airtime'),
  component: function AirtimeFormRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <BillFormScreen data={data} />;
  },
});
