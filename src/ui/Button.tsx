import { css, keyframes } from './css';
import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';

const spin = keyframes`to { transform: rotate(360deg); }`;

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: var(--target);
  padding: 10px 18px;
  border-radius: var(--radius);
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color var(--motion-fast), opacity var(--motion-fast);
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const variants = {
  primary: css`
    background: var(--brand);
    color: #fff;
    &:hover:not(:disabled) { background: var(--brand-dark); }
  `,
  secondary: css`
    background: var(--surface);
    color: var(--brand-dark);
    border-color: var(--border);
    &:hover:not(:disabled) { background: var(--bg); }
  `,
  danger: css`
    background: var(--danger);
    color: #fff;
  `,
} as const;

export type ButtonVariant = keyof typeof variants;

/** The turning ring of a busy control; size it with width and height. */
export const spinnerClass = css`
  width: 16px;
  height: 16px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const fullWidth = css`width: 100%;`;

/** The button look, for links that act as buttons. */
export const buttonClass = (variant: ButtonVariant = 'primary', block = false): string => cx(base, variants[variant], block && fullWidth);

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Disables the button and shows a spinner, e.g. while its form is submitting. */
  loading?: boolean;
  block?: boolean;
};

export const Button = ({ variant = 'primary', loading = false, block = false, disabled, type = 'button', className, children, ...rest }: ButtonProps) => (
  <button type={type} className={cx(buttonClass(variant, block), className)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
    {loading && <span className={spinnerClass} aria-hidden="true" />}
    {children}
  </button>
);
