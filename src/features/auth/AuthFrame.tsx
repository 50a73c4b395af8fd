import { css } from '@/ui/css';
import type { ReactNode } from 'react';
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

/** The signed-out frame: the brand above one card (docs/product.md §Signed-out screens). */
export const AuthFrame = ({ children }: { children: ReactNode }) => (
  <div className={page}>
    <header>
      <span>{BRAND}</span>
    </header>
    <main>{children}</main>
  </div>
);
