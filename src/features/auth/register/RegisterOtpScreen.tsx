import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '@/api/errors';
import { setStage } from '@/lib/stages';
import { getStarted } from '../api';
import { registration, signupPassword } from '../flowStore';
import { OtpForm } from '../OtpForm';

export const RegisterOtpScreen = () => {
  const navigate = useNavigate();
  const record = registration.read();

  // The password is kept only while this screen may need it to resend the code (docs/product.md §Flows).
  useEffect(() => () => signupPassword.clear(), []);

  if (!record) return <Navigate to="/register" replace />;
  const { email } = record;
  const password = signupPassword.read();

  return (
    <OtpForm
      email={email}
      purpose="register"
      resend={() => (password ? getStarted({ email, password }) : Promise.reject(new ApiError([])))}
      onVerified={(otp) => {
        registration.write({ ...record, otp });
        setStage('register', 3);
        return navigate({ to: '/register/otp/details' });
      }}
    />
  );
};
