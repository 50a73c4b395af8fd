import { css } from './css';
import type { ReactNode } from 'react';
import { TONES, type Tone } from './tones';

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: var(--radius-pill);
  font-size: var(--text-xs);
  font-weight: 700;
  white-space: nowrap;
`;

/** A short status word on its tone's soft background. */
export const Badge = ({ tone, children }: { tone: Tone; children: ReactNode }) => (
  <span className={badge} style={{ color: TONES[tone].ink, background: TONES[tone].soft }}>
    {children}
  </span>
);
