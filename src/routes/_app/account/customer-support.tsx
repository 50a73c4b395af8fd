import { createFileRoute } from '@tanstack/react-router';
import { SupportScreen } from '@/features/account/support/SupportScreen';
import { SupportSkeleton } from '@/features/account/support/SupportSkeleton';
import { loadSupportContacts } from '@/features/account/support/supportLoader';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/account/customer-support')({
  pendingComponent: SupportSkeleton,
  loader: loadSupportContacts,
  component: function SupportRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <SupportScreen support={data} />;
  },
});
