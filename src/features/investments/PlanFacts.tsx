import { css } from '@/ui/css';
import { durationText, type Plan } from '@contract/investments';
import { formatLagosDay } from '@/lib/dates';
import { formatNairaDetail } from '@/lib/format';
import { categoryName, isWeekly } from './rules';
import { texts } from './texts';

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0 0 16px;
  & div { padding: 10px 12px; border-radius: var(--radius); background: var(--bg); }
  & dt { color: var(--muted); font-size: 0.8rem; }
  & dd { margin: 2px 0 0; font-weight: 700; overflow-wrap: anywhere; }
`;

export type Fact = readonly [term: string, value: string];

/** A grid of term and value pairs. */
export const FactGrid = ({ facts }: { facts: readonly Fact[] }) => (
  <dl className={grid}>
    {facts.map(([term, value]) => (
      <div key={term}>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);

/** What a plan offers, on its details and on the confirm step. */
export const planFacts = (plan: Plan): Fact[] => {
  const t = texts.facts;
  return [
    [t.percentage, `${plan.percentage}%`],
    [t.duration, durationText(plan.no_of, plan.duration)],
    [t.returns(isWeekly(plan)), formatNairaDetail(plan.returns)],
    [t.category, categoryName(plan.category)],
    [t.units, String(plan.units_available)],
    [t.maturity, formatLagosDay(plan.proposedmaturitydate)],
  ];
};
