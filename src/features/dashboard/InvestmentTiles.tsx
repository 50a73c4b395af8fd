import { css } from '@/ui/css';
import { formatNairaCompact } from '@/lib/format';
import { cardClass } from '@/ui/Card';
import { texts } from './texts';
import { Money } from '@/ui/Money';

const tiles = css`
  display: grid;
  /* minmax(0, 1fr): a long word or amount may not widen a column past the screen. */
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li { display: grid; gap: 4px; align-content: start; padding: 12px 8px; }
  & .label { color: var(--muted); font-size: var(--text-xs); line-height: 1.3; }
  & strong { font-size: clamp(0.95rem, 5vw, 1.15rem); white-space: nowrap; }
  @media (min-width: 600px) {
    gap: 16px;
    & li { padding: 20px; }
    & .label { font-size: var(--text-sm); }
    & strong { font-size: var(--text-xl); }
  }
`;

type InvestmentTilesProps = { count: number; invested: string; returning: string };

/** No of Investment, Invested Amount, Returning Amount, shortened with K, M, B (docs/product.md §Dashboard). */
export const InvestmentTiles = ({ count, invested, returning }: InvestmentTilesProps) => {
  const t = texts.investments;
  const items = [
    [t.count, String(count)],
    [t.invested, <Money text={formatNairaCompact(invested)} />],
    [t.returning, <Money text={formatNairaCompact(returning)} />],
  ] as const;
  return (
    <ul className={tiles} aria-label={t.label}>
      {items.map(([label, value]) => (
        <li key={label} className={cardClass}>
          <span className="label">{label}</span>
          <strong>{value}</strong>
        </li>
      ))}
    </ul>
  );
};
