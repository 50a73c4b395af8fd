import { css } from '@/ui/css';

const row = css`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: var(--target);
  margin: 0 0 12px;
  cursor: pointer;
  & input {
    appearance: none;
    flex: none;
    position: relative;
    width: var(--target);
    height: 24px;
    margin: 0;
    border-radius: 12px;
    background: var(--border);
    cursor: pointer;
    transition: background-color var(--motion-fast);
  }
  & input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    transition: transform var(--motion-fast);
  }
  & input:checked { background: var(--brand); }
  & input:checked::after { transform: translateX(20px); }
  & input:focus-visible { outline: 2px solid var(--brand-dark); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { & input, & input::after { transition: none; } }
`;

/** The agreement switch of the confirm step; Space toggles it like any checkbox. */
export const AgreeSwitch = ({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) => (
  <label className={row}>
    <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
    {label}
  </label>
);
