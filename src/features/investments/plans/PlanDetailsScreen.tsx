import { useSignals } from '@preact/signals-react/runtime';
import { Link, useRouter } from '@tanstack/react-router';
import { css } from '@/ui/css';
import type { Plan } from '@contract/investments';
import { formatNaira, formatNairaDetail } from '@/lib/format';
import { session } from '@/state/session';
import { buttonClass } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LoadError } from '@/ui/LoadError';
import type { PlanData } from '../loaders';
import { narrowPageClass } from '../pageStyles';
import { PlanImage } from '../PlanCard';
import { FactGrid, planFacts } from '../PlanFacts';
import { isOpen } from '../rules';
import { texts } from '../texts';
import { useErrorToasts } from '../useErrorToasts';
import { Money } from '@/ui/Money';

const top = css`
  & img { display: block; width: 100%; height: auto; aspect-ratio: 16 / 10; margin-bottom: 12px; border-radius: var(--radius); }
  & .price { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 12px; margin: 0 0 12px; }
  & .price strong { font-size: var(--text-xl); }
  & .wallet { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; margin: 0 0 16px; padding: 10px 12px; border-radius: var(--radius); background: var(--brand-soft); color: var(--brand-dark); }
  & .wallet > span { display: grid; }
  & .wallet a { min-height: 36px; padding: 6px 14px; }
  & .availability { margin: 0 0 16px; font-weight: 600; }
`;

/** The wallet balance with the way to top it up (the product's real /deposit; docs/rules.md "Investments"). */
const WalletLine = () => {
  useSignals();
  const t = texts.details;
  return (
    <p className="wallet">
      <span>
        <small>{t.wallet}</small>
        <strong>
          <Money text={formatNaira(session.value?.customer?.ngnbalance ?? '0.00')} />
        </strong>
      </span>
      <Link to="/deposit" className={buttonClass('secondary')}>
        {t.topUp}
      </Link>
    </p>
  );
};

const PlanDetails = ({ plan, byId }: { plan: Plan; byId: boolean }) => {
  const t = texts.details;
  const open = isOpen(plan) && plan.units_available > 0;
  return (
    <div className={top}>
      <PlanImage plan={plan} />
      <h1>{plan.name}</h1>
      <p className="price">
        <span>{t.perUnit}</span>
        <strong>
          <Money text={formatNairaDetail(plan.amount)} />
        </strong>
      </p>
      <WalletLine />
      <FactGrid facts={planFacts(plan)} />
      <p className="availability" style={{ color: open ? 'var(--brand-dark)' : 'var(--danger)' }}>
        {open ? t.available : t.soldOut}
      </p>
      {open &&
        (byId ? (
          <Link to="/investmentunit/$id" params={{ id: String(plan.id) }} className={buttonClass('primary', true)}>
            {t.continue}
          </Link>
        ) : (
          <Link to="/investment/unit" state={{ plan }} className={buttonClass('primary', true)}>
            {t.continue}
          </Link>
        ))}
    </div>
  );
};

/** A plan that is not there, or could not be read: say so, and offer the list or a retry. */
export const PlanProblem = ({ data }: { data: Exclude<PlanData, { status: 'found' }> }) => {
  const router = useRouter();
  const t = texts.details;
  useErrorToasts(data.status === 'failed' ? [texts.errors.plans] : []);
  return (
    <>
      <h1>{t.heading}</h1>
      {data.status === 'failed' ? (
        <LoadError message={texts.errors.plans} retryLabel={texts.errors.retry} onRetry={() => router.invalidate()} />
      ) : (
        <>
          <p>{t.missing}</p>
          <Link to="/investment/plans" className={buttonClass('primary', true)}>
            {t.explore}
          </Link>
        </>
      )}
    </>
  );
};

/**
 * /investment/details (the plan passed along) and /investmentdetails/$id (reload, shared link):
 * `byId` for the second.
 */
export const PlanDetailsScreen = ({ data, byId }: { data: PlanData; byId: boolean }) => {
  return <Card className={narrowPageClass}>{data.status === 'found' ? <PlanDetails plan={data.plan} byId={byId} /> : <PlanProblem data={data} />}</Card>;
};
