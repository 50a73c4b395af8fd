import { createFileRoute } from '@tanstack/react-router';
import { SupportScreen } from '@/features/account/SupportScreen';
import { loadSupportContacts } from '@/features/account/supportLoader';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/account/customer-support')({
  pendingComponent: pendingScreen('/_app/account/customer-support'),
  loader: loadSupportContacts,
  component: SupportScreen,
});
