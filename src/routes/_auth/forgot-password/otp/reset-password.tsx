import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '@/features/auth/forgot/ResetPasswordScreen';
import { requireStage } from '@/routes/-guards';

export const Route = createFileRoute('/_auth/forgot-password/otp/reset-password')({
  beforeLoad: requireStage('recovery', 3),
  component: ResetPasswordScreen,
});
