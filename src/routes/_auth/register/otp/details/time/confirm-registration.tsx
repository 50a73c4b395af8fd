import { createFileRoute } from '@tanstack/react-router';
import { ConfirmScreen } from '@/features/auth/register/ConfirmScreen';
import { requireStage } from '@/routes/-guards';

export const Route = createFileRoute('/_auth/register/otp/details/time/confirm-registration')({
  beforeLoad: requireStage('register', 5),
  component: ConfirmScreen,
});
