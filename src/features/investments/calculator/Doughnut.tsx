import { css } from '@/ui/css';

/** The hole is 60 % of the doughnut's diameter. */
const CUTOUT = 0.6;
const SIZE = 200;
const RADIUS = SIZE / 2;
/** The ring is drawn as one thick stroke along the circle halfway between the hole and the rim. */
const STROKE = RADIUS * (1 - CUTOUT);
const MID_RADIUS = RADIUS - STROKE / 2;
const CIRCUMFERENCE = 2 * Math.PI * MID_RADIUS;

const box = css`
  display: block;
  width: min(200px, 60vw);
  height: auto;
  margin: 0 auto 16px;
  & text { font: 700 28px system-ui, sans-serif; fill: var(--brand-dark); }
`;

export type Slice = { value: number; colour: string };

/** Each slice's length along the ring and where it starts, as shares of the circumference. */
export const ringSegments = (slices: readonly Slice[]): { length: number; offset: number; colour: string }[] => {
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  let start = 0;
  return slices.map((slice) => {
    const share = total > 0 ? Math.max(0, slice.value) / total : 0;
    const segment = { length: share * CIRCUMFERENCE, offset: -start * CIRCUMFERENCE, colour: slice.colour };
    start += share;
    return segment;
  });
};

/** A doughnut of `slices` from twelve o'clock, clockwise, with `centre` in the hole. */
export const Doughnut = ({ slices, centre, label }: { slices: readonly Slice[]; centre: string; label: string }) => (
  <svg className={box} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
    <g transform={`rotate(-90 ${RADIUS} ${RADIUS})`} fill="none" strokeWidth={STROKE}>
      <circle cx={RADIUS} cy={RADIUS} r={MID_RADIUS} stroke="var(--border)" />
      {ringSegments(slices).map((segment, index) => (
        <circle
          key={index}
          cx={RADIUS}
          cy={RADIUS}
          r={MID_RADIUS}
          stroke={segment.colour}
          strokeDasharray={`${segment.length} ${CIRCUMFERENCE - segment.length}`}
          strokeDashoffset={segment.offset}
        />
      ))}
    </g>
    <text x={RADIUS} y={RADIUS} textAnchor="middle" dominantBaseline="central">
      {centre}
    </text>
  </svg>
);
