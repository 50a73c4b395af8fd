import { css } from './css';
import { keepDigits } from '@/lib/validation';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

const field = css`
  display: grid;
  gap: 6px;
  margin-bottom: 16px;
`;

const labelClass = css`
  font-size: var(--text-sm);
  font-weight: 600;
`;

/** The shared look of text inputs and selects; aria-invalid marks a field a rule rejected. */
export const controlClass = css`
  width: 100%;
  min-height: var(--target);
  padding: 10px 12px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  color: inherit;
  font: inherit;
  &[aria-invalid='true'] { border-color: var(--danger); }
`;

type FieldProps = { label: string; htmlFor: string; children: ReactNode };

/** A label above its control. */
export const Field = ({ label, htmlFor, children }: FieldProps) => (
  <div className={field}>
    <label className={labelClass} htmlFor={htmlFor}>
      {label}
    </label>
    {children}
  </div>
);

const hintClass = css`
  margin: 0;
  color: var(--muted);
  font-size: var(--text-sm);
`;

export type ControlProps = { label: string; invalid?: boolean };

/** `hint`: a line under the input saying what it takes, read out with it (aria-describedby). */
export const TextInput = ({ label, invalid, hint, ...rest }: ControlProps & { hint?: string } & InputHTMLAttributes<HTMLInputElement>) => {
  const id = useId();
  const hintId = `${id}hint`;
  const describedBy = [hint ? hintId : '', rest['aria-describedby'] ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field label={label} htmlFor={id}>
      <input id={id} className={controlClass} aria-invalid={invalid || undefined} {...rest} aria-describedby={describedBy} />
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </Field>
  );
};

type DigitsInputProps = ControlProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'inputMode'> & {
    hint?: string;
    value: string;
    /** Called with what the field keeps of what was typed or pasted: digits only, at most `maxDigits`. */
    onValue: (digits: string) => void;
    maxDigits: number;
    /** A phone number may be written with +234: the + is kept, and the phone keypad shown. */
    plus?: boolean;
  };

/**
 * A field that takes digits only (a phone, meter, smart-card or account number): letters, spaces
 * and dashes typed or pasted are dropped as they arrive, and a phone shows the number keypad.
 */
export const DigitsInput = ({ value, onValue, maxDigits, plus = false, ...rest }: DigitsInputProps) => (
  <TextInput
    inputMode={plus ? 'tel' : 'numeric'}
    autoComplete="off"
    {...rest}
    value={value}
    onChange={(event) => {
      const input = event.currentTarget;
      const kept = keepDigits(input.value, maxDigits, { plus });
      // A typed letter leaves the value as it was, so nothing renders again: take it out here.
      if (input.value !== kept) input.value = kept;
      onValue(kept);
    }}
  />
);

type Option = { value: string; label: string };

export const Select = ({
  label,
  invalid,
  options,
  placeholder,
  ...rest
}: ControlProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[]; placeholder: string }) => {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <select id={id} className={controlClass} aria-invalid={invalid || undefined} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
};
