import { css } from '@/ui/css';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { UserInvestment } from '@contract/investments';
import { formatLagosDay } from '@/lib/dates';
import { formatNairaDetail } from '@/lib/format';
import { cardClass } from '@/ui/Card';
import { Facts } from '@/ui/Facts';
import { Money } from '@/ui/Money';
import { PlanImage } from '../PlanCard';
import { DEFAULT_TAB, investmentsWithStatus, TABS } from '../rules';
import { texts } from '../texts';
import { EmptyState } from '@/ui/EmptyState';
import { TruckLoadingIcon } from '@/ui/icons';
import { buttonClass } from '@/ui/Button';
import { Link } from '@tanstack/react-router';

const tablist = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 4px;
  padding: 4px;
  border-radius: var(--radius);
  background: var(--surface);
  box-shadow: var(--shadow-1);
  & button {
    min-height: var(--target);
    border: 0;
    border-radius: var(--radius);
    background: none;
    color: inherit;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  & [aria-selected='true'] { background: var(--brand); color: #fff; }
`;

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: 12px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  & li { display: grid; grid-template-columns: 72px minmax(0, 1fr); gap: 12px; padding: 14px; }
  & img { width: 72px; height: auto; border-radius: 8px; }
  & h3 { margin: 0 0 6px; font-size: var(--text-md); overflow-wrap: anywhere; }
  & dl { gap: var(--space-1); font-size: var(--text-sm); }
`;

const InvestmentItem = ({ investment }: { investment: UserInvestment }) => {
  const t = texts.my;
  return (
    <li className={cardClass}>
      <PlanImage plan={investment.plan} />
      <div>
        <h3>{investment.plan.name}</h3>
        <Facts
          facts={[
            [t.units, investment.units],
            [t.cost, <Money text={formatNairaDetail(investment.cost)} />],
            [t.paid, t.paidOf(formatNairaDetail(investment.paidsofar), formatNairaDetail(investment.totalreturn))],
            [t.next, investment.nextpaymentdate ? formatLagosDay(investment.nextpaymentdate) : t.noneDue],
          ]}
        />
      </div>
    </li>
  );
};

/** Pending, Ongoing and Expired tabs (Ongoing first shown); arrow keys move between them. */
export const InvestmentTabs = ({ investments }: { investments: readonly UserInvestment[] }) => {
  const [selected, setSelected] = useState(DEFAULT_TAB);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = TABS.find((tab) => tab.key === selected) ?? TABS[1]!;
  const shown = investmentsWithStatus(investments, current.status);
  const label = texts.tabs[current.key];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const edge = { Home: 0, End: TABS.length - 1 }[event.key];
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    const index = edge ?? (TABS.indexOf(current) + (step ?? 0) + TABS.length) % TABS.length;
    const next = TABS[index];
    if (!next) return;
    setSelected(next.key);
    buttons.current[index]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={texts.my.tabs} className={tablist} onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => setSelected(tab.key)}
          >
            {texts.tabs[tab.key]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current.key}`}>
        {shown.length === 0 ? (
          <EmptyState
            picture={<TruckLoadingIcon />}
            text={texts.my.empty(label)}
            next={
              <Link to="/investment/plans" className={buttonClass('primary')}>
                {texts.calcs.explore}
              </Link>
            }
          />
        ) : (
          <ul className={list}>
            {shown.map((investment) => (
              <InvestmentItem key={investment.id} investment={investment} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
