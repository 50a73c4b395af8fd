import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { PayoutPoint } from '@contract/investments';
import { formatLagosDay, LAGOS_TIME_ZONE } from '@/lib/dates';
import { formatNairaCompact } from '@/lib/format';
import { cumulativePayouts } from '../schedule';

/**
 * uPlot, in a chunk of its own that only /calcs asks for (never /login or the entry;
 * docs/architecture.md): what the payouts add up to, date by date.
 */
export const drawPayoutChart = (element: HTMLElement, schedule: readonly PayoutPoint[], width: number): uPlot => {
  const { times, totals } = cumulativePayouts(schedule);
  return new uPlot(
    {
      width,
      height: 200,
      // Room on the right for the last date's label.
      padding: [8, 28, 0, 0],
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: true } },
      // Ticks at Lagos midnights, as their labels read, whatever zone the phone is set to.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), LAGOS_TIME_ZONE),
      axes: [
        { space: 90, values: (_, ticks) => ticks.map((tick) => formatLagosDay(new Date(tick * 1000))) },
        { size: 64, values: (_, ticks) => ticks.map((tick) => formatNairaCompact(tick)) },
      ],
      series: [{}, { stroke: '#0b7a55', fill: 'rgb(11 122 85 / 0.12)', width: 2, points: { show: times.length <= 60 } }],
    },
    [times, totals],
    element,
  );
};
