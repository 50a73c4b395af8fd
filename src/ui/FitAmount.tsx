import { css } from './css';
import type { CSSProperties, OutputHTMLAttributes } from 'react';
import { Money } from './Money';

/**
 * Room per character as a share of the font size: wide enough for bold digits in the widest
 * common fonts (DejaVu Sans), so the line always fits.
 */
const CHARACTER_WIDTH = 0.7;

const box = css`
  flex: 1;
  min-width: 0;
  container-type: inline-size;
  & output {
    display: block;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
    font-size: min(var(--largest), 7vw);
    font-size: clamp(0.875rem, 100cqi / (var(--characters) * ${CHARACTER_WIDTH}), var(--largest));
  }
`;

type FitAmountProps = Omit<OutputHTMLAttributes<HTMLOutputElement>, 'children' | 'style'> & {
  text: string;
  /** The size it has when there is room, e.g. '1.9rem'. */
  largest: string;
};

/**
 * An amount on one line, at most `largest`, that shrinks to the width it is given instead of
 * wrapping its digits or pushing the page sideways. It takes the free width of a flex row.
 */
export const FitAmount = ({ text, largest, ...output }: FitAmountProps) => (
  <span className={box}>
    <output {...output} style={{ '--characters': text.length, '--largest': largest } as CSSProperties}>
      <Money text={text} />
    </output>
  </span>
);
