import { css } from '@/ui/css';
import { METER_TYPES, type MeterTypeCode } from '@contract/bill-codes';
import { texts } from '@/features/bills/texts';

const group = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  & legend { margin-bottom: 6px; padding: 0; font-size: var(--text-sm); font-weight: 600; }
  & label {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: var(--target);
    border: 1px solid var(--border);
    background: var(--surface);
    font-weight: 600;
    cursor: pointer;
  }
  & label:first-of-type { border-radius: var(--radius) 0 0 var(--radius); }
  & label:last-of-type { border-radius: 0 var(--radius) var(--radius) 0; border-left: 0; }
  & input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  & input:checked + span { color: #fff; }
  & label:has(input:checked) { background: var(--brand); border-color: var(--brand); }
  & label:has(input:focus-visible) { outline: 2px solid var(--brand-dark); outline-offset: 2px; }
`;

/** docs/product.md §Utility bills: PREPAID or POSTPAID, as two radio buttons that look like a switch. */
export const MeterTypeToggle = ({ value, onChange }: { value: MeterTypeCode; onChange: (code: MeterTypeCode) => void }) => (
  <fieldset className={group}>
    <legend>{texts.fields.meterType}</legend>
    {METER_TYPES.map((type) => (
      <label key={type.code}>
        <input type="radio" name="MeterType" value={type.code} checked={value === type.code} onChange={() => onChange(type.code)} />
        <span>{type.name}</span>
      </label>
    ))}
  </fieldset>
);
