import { Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { watchInactivity } from '@/lib/inactivity';
import { AuthFrame } from './AuthFrame';

/** The signed-out routes' frame, with the one-hour inactivity timer (docs/product.md §Signed-out screens). */
export const AuthLayout = () => {
  const navigate = useNavigate();
  useEffect(() => watchInactivity(() => void navigate({ to: '/login' })), [navigate]);

  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
};
