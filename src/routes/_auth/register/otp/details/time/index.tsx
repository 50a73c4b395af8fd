import { createFileRoute } from '@tanstack/react-router';
import { loadCallTimes } from '@/features/auth/loaders';
import { TimeScreen } from '@/features/auth/register/TimeScreen';
import { requireStage } from '@/routes/-guards';

export const Route = createFileRoute('/_auth/register/otp/details/time/')({
  beforeLoad: requireStage('register', 4),
  loader: loadCallTimes,
  component: function TimeRoute() {
    return <TimeScreen times={Route.useLoaderData()} />;
  },
});
