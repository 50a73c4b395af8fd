import { css } from '@/ui/css';
import { useId } from 'react';
import { texts } from '@/features/bills/texts';

const box = css`
  display: grid;
  gap: 2px;
  margin: 12px 0 16px;
  &:empty { margin: 0 0 16px; }
  & .label { color: var(--muted); font-size: var(--text-sm); }
  & output { padding: 10px 12px; border-radius: var(--radius); background: var(--brand-soft); color: var(--brand-dark); font-weight: 700; overflow-wrap: anywhere; }
`;

/** The name a verification found (docs/product.md §Utility bills), announced when it arrives. */
export const VerifiedName = ({ name }: { name: string | null }) => {
  const labelId = useId();
  return (
    <div className={box}>
      {name !== null && (
        <>
          <span id={labelId} className="label">
            {texts.fields.customerName}
          </span>
          <output aria-labelledby={labelId} aria-live="polite">
            {name}
          </output>
        </>
      )}
    </div>
  );
};
