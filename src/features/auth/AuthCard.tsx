import { css } from '@/ui/css';
import type { ReactNode } from 'react';
import { cardClass } from '@/ui/Card';
import { cx } from '@/ui/cx';

const card = css`
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  & h1 { margin: 0 0 8px; font-size: var(--text-xl); }
  & > p { margin: 0 0 20px; color: var(--muted); }
`;

/** Links and small print under a form. */
export const footnote = css`
  margin: 16px 0 0;
  text-align: center;
  & a { color: var(--brand-dark); font-weight: 600; display: inline-block; padding: 10px 4px; }
`;

/** The card every signed-out screen sits in: one h1, an optional intro, the form. */
export const AuthCard = ({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) => (
  <section className={cx(cardClass, card)} aria-labelledby="auth-heading">
    <h1 id="auth-heading">{heading}</h1>
    {intro && <p>{intro}</p>}
    {children}
  </section>
);
