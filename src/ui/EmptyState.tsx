import { css } from './css';
import type { ReactNode } from 'react';

const box = css`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-6) var(--space-4);
  text-align: center;
  & .picture {
    position: relative;
    display: grid;
    place-items: center;
    width: 88px;
    height: 88px;
    border-radius: 50%;
    background: var(--brand-soft);
    color: var(--brand-dark);
  }
  & .picture svg { width: 40px; height: 40px; stroke-width: 1.6; }
  /* Two accent dots: the picture reads as a drawing, not a lone icon. */
  & .picture::before, & .picture::after { content: ''; position: absolute; border-radius: 50%; background: var(--accent); }
  & .picture::before { top: 8px; right: 4px; width: 12px; height: 12px; }
  & .picture::after { bottom: 10px; left: 2px; width: 7px; height: 7px; opacity: 0.7; }
  & p { margin: 0; max-width: 32ch; color: var(--muted); }
`;

type EmptyStateProps = {
  /** A line icon (ui/icons.tsx), drawn large on the brand's soft circle. */
  picture: ReactNode;
  text: string;
  /** What to do next: a link or a button, in the button look. */
  next?: ReactNode;
};

/** Nothing to show yet: a picture, the reason, and the way forward. */
export const EmptyState = ({ picture, text, next }: EmptyStateProps) => (
  <div className={box}>
    <span className="picture" aria-hidden="true">
      {picture}
    </span>
    <p>{text}</p>
    {next}
  </div>
);
