import { css } from './css';
import type { InputHTMLAttributes } from 'react';

const row = css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: var(--target);
  cursor: pointer;
  & input { width: 20px; height: 20px; accent-color: var(--brand); }
`;

export const Checkbox = ({ label, ...rest }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) => (
  <label className={row}>
    <input type="checkbox" {...rest} />
    {label}
  </label>
);
