import { css } from './css';
import { cx } from './cx';

/**
 * An amount is one unbreakable run: a line break or a wrap anywhere inside '₦1,150,000.00' reads
 * as two numbers. Where it does not fit, the layout around it gives way (docs/architecture.md,
 * "Design system"), never the amount.
 */
export const moneyClass = css`
  white-space: nowrap;
  overflow-wrap: normal;
  word-break: keep-all;
  font-variant-numeric: tabular-nums;
  & .kobo { font-size: 0.72em; }
`;

/** '₦1,150,000.00' → ['₦1,150,000', '.00']; text without kobo keeps them whole. */
export const splitKobo = (text: string): readonly [whole: string, kobo: string] => {
  const at = /\.\d{1,2}$/.exec(text);
  return at ? [text.slice(0, at.index), at[0]] : [text, ''];
};

/** A formatted amount (lib/format.ts) in the money style: tabular figures, the kobo smaller. */
export const Money = ({ text, className }: { text: string; className?: string }) => {
  const [whole, kobo] = splitKobo(text);
  return (
    <span className={cx(moneyClass, className)}>
      {whole}
      {kobo && <span className="kobo">{kobo}</span>}
    </span>
  );
};
