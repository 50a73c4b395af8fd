import { css } from './css';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

/** A term and its value: text, an amount (`<Money>`), a badge. */
export type Fact = readonly [term: string, value: ReactNode];

/*
 * A value sits beside its term while both fit on the line, and under it when they do not: the
 * row wraps, so an amount (which never breaks) keeps its line. Long words (an e-mail address)
 * still break, but only when a word alone is wider than the row: `break-word` leaves the
 * value's own width alone, where `anywhere` let a grid squeeze an amount onto two lines.
 */
const row = `
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 2px 16px;
  & dt { color: var(--muted); }
  & dd { margin: 0 0 0 auto; min-width: 0; text-align: right; font-weight: 600; overflow-wrap: break-word; }
`;

const layouts = {
  /** One fact a line. */
  rows: css`
    display: grid;
    gap: var(--space-3);
    margin: 0;
    & > div { ${row} }
  `,
  /** One fact a line, with a rule between them, in a bordered box. */
  boxed: css`
    margin: 0;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    & > div { ${row} padding: 10px 14px; }
    & > div + div { border-top: 1px solid var(--border); }
  `,
  /** Tiles as many across as fit, at least 9rem each: a narrow screen gets fewer columns. */
  tiles: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
    gap: var(--space-2);
    margin: 0;
    & > div { padding: 10px 12px; border-radius: var(--radius); background: var(--bg); }
    & dt { color: var(--muted); font-size: var(--text-sm); }
    & dd { margin: 2px 0 0; font-weight: 700; overflow-wrap: break-word; }
  `,
  /**
   * A summary: on a phone one shaded row a fact, the value beside its term; from 600 px, tiles
   * side by side with the value under its term.
   */
  strip: css`
    display: grid;
    gap: var(--space-2);
    margin: 0;
    & > div { ${row} padding: 10px 12px; border-radius: var(--radius); background: var(--bg); }
    & > div dt { font-size: var(--text-sm); }
    & > div dd { font-weight: 700; }
    @media (min-width: 600px) {
      grid-auto-flow: column;
      grid-auto-columns: minmax(0, 1fr);
      & > div { display: grid; align-content: start; gap: var(--space-1); }
      & > div dd { margin: 0; text-align: left; font-size: var(--text-lg); }
    }
  `,
} as const;

type FactsLayout = keyof typeof layouts;

type FactsProps = Omit<HTMLAttributes<HTMLDListElement>, 'children'> & { facts: readonly Fact[]; layout?: FactsLayout };

/** Terms and their values as a description list, in one of the shared layouts. */
export const Facts = ({ facts, layout = 'rows', className, ...dl }: FactsProps) => (
  <dl className={cx(layouts[layout], className)} {...dl}>
    {facts.map(([term, value]) => (
      <div key={term}>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);
