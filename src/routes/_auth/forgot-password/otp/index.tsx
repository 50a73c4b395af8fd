import { createFileRoute } from '@tanstack/react-router';
import { ForgotOtpScreen } from '@/features/auth/forgot/ForgotOtpScreen';
import { requireStage } from '@/routes/-guards';

export const Route = createFileRoute('/_auth/forgot-password/otp/')({
  beforeLoad: requireStage('recovery', 2),
  component: ForgotOtpScreen,
});
