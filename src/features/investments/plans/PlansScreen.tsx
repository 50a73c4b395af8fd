import { Link, useRouter } from '@tanstack/react-router';
import type { Plan } from '@contract/investments';
import { css } from '@/ui/css';
import { Badge } from '@/ui/Badge';
import { LoadError } from '@/ui/LoadError';
import { investmentsPageClass } from '../pageStyles';
import { PlanCard } from '../PlanCard';
import { isOpen, offerText } from '../rules';
import { texts } from '../texts';
import { useErrorToasts } from '../useErrorToasts';
import { EmptyState } from '@/ui/EmptyState';
import { TruckLoadingIcon } from '@/ui/icons';
import { buttonClass } from '@/ui/Button';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  & a { display: block; height: 100%; color: inherit; text-decoration: none; border-radius: var(--radius-lg); }
  & a:hover > div { box-shadow: var(--shadow-2); }
`;

/** /investment/plans (and /seeallinvestment): every plan (null when they could not be read); a card opens its details. */
export const PlansScreen = ({ plans }: { plans: Plan[] | null }) => {
  const router = useRouter();
  const t = texts.plans;
  useErrorToasts(plans === null ? [texts.errors.plans] : []);
  return (
    <div className={investmentsPageClass}>
      <h1>{t.heading}</h1>
      {plans === null ? (
        <LoadError message={texts.errors.plans} retryLabel={texts.errors.retry} onRetry={() => router.invalidate()} />
      ) : plans.length === 0 ? (
        <EmptyState
          picture={<TruckLoadingIcon />}
          text={t.empty}
          next={
            <Link to="/dashboard" className={buttonClass('secondary')}>
              {t.emptyNext}
            </Link>
          }
        />
      ) : (
        <ul className={grid}>
          {plans.map((plan) => (
            <li key={plan.id}>
              <Link to="/investment/details" state={{ plan }}>
                <PlanCard
                  plan={plan}
                  level={2}
                  text={offerText(plan)}
                  footer={<Badge tone={isOpen(plan) ? 'green' : 'red'}>{isOpen(plan) ? t.investNow : t.soldOut}</Badge>}
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
