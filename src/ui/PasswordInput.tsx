import { css } from './css';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { controlClass, Field, type ControlProps } from './Field';

const wrap = css`
  position: relative;
  & input { padding-right: 72px; }
`;

const toggle = css`
  position: absolute;
  top: 0;
  right: 0;
  min-width: 64px;
  height: 100%;
  min-height: var(--target);
  border: 0;
  background: none;
  color: var(--brand-dark);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

type PasswordInputProps = ControlProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password field whose Show/Hide button reveals what was typed. */
export const PasswordInput = ({ label, invalid, ...rest }: PasswordInputProps) => {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} htmlFor={id}>
      <div className={wrap}>
        <input id={id} type={shown ? 'text' : 'password'} className={controlClass} aria-invalid={invalid || undefined} {...rest} />
        <button type="button" className={toggle} aria-controls={id} aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </Field>
  );
};
