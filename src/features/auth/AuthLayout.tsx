import { Outlet, useNavigate } from '@tanstack/react-router';
import { css } from 'goober';
import { useEffect } from 'react';
import { watchInactivity } from '@/lib/inactivity';
import { BRAND } from '@/ui/brand';

const page = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  padding: 16px;
  & header { padding: 8px 0 24px; text-align: center; }
  & header span { font-size: 1.5rem; font-weight: 800; color: var(--brand-dark); }
  & main { flex: 1; }
`;

/** The signed-out frame: brand, one card, and the one-hour inactivity timer (docs/product.md §Signed-out screens). */
export const AuthLayout = () => {
  const navigate = useNavigate();
  useEffect(() => watchInactivity(() => void navigate({ to: '/login' })), [navigate]);

  return (
    <div className={page}>
      <header>
        <span>{BRAND}</span>
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
};
