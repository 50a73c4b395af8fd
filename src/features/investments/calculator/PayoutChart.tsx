import { css } from '@/ui/css';
import { useEffect, useRef } from 'react';
import type { PayoutPoint } from '@contract/investments';
import { texts } from '../texts';

const box = css`
  margin: 16px 0;
  & h2 { margin: 0 0 4px; font-size: var(--text-md); }
  & p { margin: 0 0 8px; color: var(--muted); font-size: var(--text-sm); }
  & .plot { min-height: 200px; overflow: hidden; }
`;

/**
 * Beyond the product's screens: the payouts' running total, drawn by uPlot once its chunk arrives. The figures
 * are in the rows above, so a chart that cannot load (offline, no canvas) leaves nothing out.
 */
export const PayoutChart = ({ schedule }: { schedule: readonly PayoutPoint[] }) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || schedule.length === 0) return;
    let live = true;
    let destroy = (): void => undefined;
    import('./chartLoader')
      .then(({ drawPayoutChart }) => {
        if (!live) return;
        const chart = drawPayoutChart(element, schedule, element.clientWidth || 300);
        const resize = () => chart.setSize({ width: element.clientWidth, height: 200 });
        window.addEventListener('resize', resize);
        destroy = () => {
          window.removeEventListener('resize', resize);
          chart.destroy();
        };
      })
      .catch(() => undefined);
    return () => {
      live = false;
      destroy();
    };
  }, [schedule]);

  if (schedule.length === 0) return null;
  return (
    <section className={box} aria-labelledby="payout-chart">
      <h2 id="payout-chart">{texts.calcs.schedule}</h2>
      <p>{texts.calcs.scheduleNote}</p>
      <div ref={ref} className="plot" aria-hidden="true" />
    </section>
  );
};
