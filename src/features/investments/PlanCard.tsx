import { css } from '@/ui/css';
import type { ReactNode } from 'react';
import type { Plan } from '@contract/investments';
import { cardClass } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { planArt } from './art/planArt';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The plan a card was showing; checked before use. */
    plan?: Plan;
  }
}

const card = css`
  display: grid;
  gap: 8px;
  height: 100%;
  padding: 12px;
  box-sizing: border-box;
  /* The picture's own rounded backdrop stays whole: a wide card shows it smaller, not cropped. */
  & img { display: block; width: 100%; height: auto; max-height: 170px; aspect-ratio: 16 / 10; object-fit: contain; }
  & h2, & h3 { margin: 0; font-size: var(--text-md); overflow-wrap: anywhere; }
  & p { margin: 0; color: var(--muted); font-size: var(--text-sm); }
  & .foot a:not([class]) { display: inline-flex; align-items: center; min-height: var(--target); color: var(--brand-dark); font-weight: 600; }
  & .foot { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; margin-top: auto; }
`;

/** The plan's picture (by `which`), with what it shows as its alt text. */
export const PlanImage = ({ plan }: { plan: Pick<Plan, 'which'> }) => {
  const art = planArt(plan.which);
  return <img src={art.src} alt={art.alt} width={160} height={100} />;
};

type PlanCardProps = {
  plan: Plan;
  text?: string;
  footer: ReactNode;
  className?: string;
  /** The name's heading level: 2 straight under a page's title, 3 (the default) under a section's. */
  level?: 2 | 3;
};

/** A plan's card: picture, name, a line about it, then what it leads to. */
export const PlanCard = ({ plan, text, footer, className, level = 3 }: PlanCardProps) => {
  const Name = level === 2 ? 'h2' : 'h3';
  return (
    // Not an article: inside a link it would keep the card's words out of the link's name.
    <div className={cx(cardClass, card, className)}>
      <PlanImage plan={plan} />
      <Name>{plan.name}</Name>
      {text && <p>{text}</p>}
      <div className="foot">{footer}</div>
    </div>
  );
};
