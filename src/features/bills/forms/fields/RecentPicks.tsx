import { css } from '@/ui/css';
import { useId } from 'react';

const box = css`
  margin: -6px 0 16px;
  & h2 { margin: 0 0 6px; color: var(--muted); font-size: var(--text-xs); font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
  & ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
  & button {
    min-height: 36px;
    max-width: 100%;
    padding: 4px 12px;
    border: 1px solid var(--border);
    border-radius: var(--radius-pill);
    background: var(--brand-soft);
    color: var(--brand-dark);
    font: inherit;
    font-size: var(--text-sm);
    overflow-wrap: anywhere;
    cursor: pointer;
  }
`;

export type RecentPick = { key: string; label: string; pick: () => void };

/** Recent recipients as one-tap choices under their field; nothing when there are none. */
export const RecentPicks = ({ heading, picks }: { heading: string; picks: readonly RecentPick[] }) => {
  const headingId = useId();
  if (picks.length === 0) return null;
  return (
    <section className={box} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {picks.map(({ key, label, pick }) => (
          <li key={key}>
            <button type="button" onClick={pick}>
              {label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
