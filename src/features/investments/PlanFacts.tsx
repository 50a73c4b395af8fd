import { css } from '@/ui/css';
import { durationText, type Plan } from '@contract/investments';
import { formatLagosDay } from '@/lib/dates';
import { formatNairaDetail } from '@/lib/format';
import { categoryName, isWeekly } from './rules';
import { texts } from './texts';
import { type Fact, Facts } from '@/ui/Facts';
import { Money } from '@/ui/Money';

const grid = css`
  margin-bottom: 16px;
`;

/** The plan's figures as tiles. */
export const FactGrid = ({ facts }: { facts: readonly Fact[] }) => <Facts layout="tiles" className={grid} facts={facts} />;

/** An amount as a fact's value. */
export const money = (text: string) => <Money text={text} />;

/** What a plan offers, on its details and on the confirm step. */
export const planFacts = (plan: Plan): Fact[] => {
  const t = texts.facts;
  return [
    [t.percentage, `${plan.percentage}%`],
    [t.duration, durationText(plan.no_of, plan.duration)],
    [t.returns(isWeekly(plan)), money(formatNairaDetail(plan.returns))],
    [t.category, categoryName(plan.category)],
    [t.units, String(plan.units_available)],
    [t.maturity, formatLagosDay(plan.proposedmaturitydate)],
  ];
};
