import { Navigate, useNavigate } from '@tanstack/react-router';
import { setStage } from '@/lib/stages';
import { forgotPassword } from '../api';
import { recovery } from '../flowStore';
import { OtpForm } from '../OtpForm';

export const ForgotOtpScreen = () => {
  const navigate = useNavigate();
  const record = recovery.read();
  if (!record) return <Navigate to="/forgot-password" replace />;
  const { email } = record;

  return (
    <OtpForm
      email={email}
      purpose="reset"
      resend={() => forgotPassword({ email })}
      onVerified={(otp) => {
        recovery.write({ email, otp });
        setStage('recovery', 3);
        return navigate({ to: '/forgot-password/otp/reset-password' });
      }}
    />
  );
};
