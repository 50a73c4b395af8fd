import { createFileRoute } from '@tanstack/react-router';
import { DetailsScreen } from '@/features/auth/register/DetailsScreen';
import { requireStage } from '@/routes/-guards';

export const Route = createFileRoute('/_auth/register/otp/details/')({
  beforeLoad: requireStage('register', 3),
  component: DetailsScreen,
});
