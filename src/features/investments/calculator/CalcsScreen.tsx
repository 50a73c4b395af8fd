import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { is } from 'superstruct';
import { CalculatorResponse } from '@contract/investments';
import { formatNairaDetail } from '@/lib/format';
import { buttonClass } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Doughnut } from './Doughnut';
import { narrowPageClass } from '../pageStyles';
import { PayoutChart } from './PayoutChart';
import { money } from '../PlanFacts';
import { Facts } from '@/ui/Facts';
import { texts } from '../texts';

const rows = css`
  & dl { margin-bottom: 16px; }
`;

/**
 * /calcs: the doughnut and six rows from the calculator's answer passed along, with
 * placeholders when there is none (a reload, a typed address), and the way to the plans.
 */
export const CalcsScreen = () => {
  const t = texts.calcs;
  const router = useRouter();
  const state = useRouterState({ select: (s) => s.location.state });
  const data = is(state.calculation, CalculatorResponse) ? state.calculation.data : undefined;
  const units = typeof state.units === 'string' ? state.units : undefined;
  const or = (value: string | undefined) => value ?? t.placeholder;
  const principal = Number(data?.amounttobepaid ?? 0);
  const profit = Number(data?.amountreturnable ?? 0) - principal;

  return (
    <Card className={`${narrowPageClass} ${rows}`}>
      <button type="button" className="back" onClick={() => router.history.back()}>
        {t.back}
      </button>
      <h1>{t.heading}</h1>
      <Doughnut
        label={data ? `${t.percentage}: ${data.percentage}%` : t.percentage}
        centre={data ? `${data.percentage}%` : t.placeholder}
        slices={[
          { value: principal, colour: 'var(--brand-dark)' },
          { value: profit, colour: 'var(--brand)' },
        ]}
      />
      <Facts
        layout="boxed"
        facts={[
          [t.duration, or(data?.duration)],
          [t.periodReturn(data?.period ?? 'week'), data ? money(formatNairaDetail(data.bit_return)) : t.placeholder],
          [t.totalReturned, data ? money(formatNairaDetail(data.amountreturnable)) : t.placeholder],
          [t.profit, or(data && `${data.percentage}%`)],
          [t.toPay, data ? money(formatNairaDetail(data.amounttobepaid)) : t.placeholder],
          [t.units, or(units)],
        ]}
      />
      {data && <PayoutChart schedule={data.schedule} />}
      <Link to="/investment/plans" className={buttonClass('primary', true)}>
        {t.explore}
      </Link>
    </Card>
  );
};
