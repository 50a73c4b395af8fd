import { createFileRoute } from '@tanstack/react-router';
import { RegisterOtpScreen } from '@/features/auth/register/RegisterOtpScreen';
import { requireStage } from '@/routes/-guards';

export const Route = createFileRoute('/_auth/register/otp/')({
  beforeLoad: requireStage('register', 2),
  component: RegisterOtpScreen,
});
