import { css } from './css';
import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';

const base = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--target);
  height: var(--target);
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: inherit;
  cursor: pointer;
  transition: background-color var(--motion-fast) var(--ease);
  &:hover { background: var(--bg); }
`;

const tones = {
  /** On a surface: no fill until hovered. */
  plain: '',
  /** On the brand's green (the wallet and payout cards): a light fill that shows it is a control. */
  onBrand: css`
    background: rgb(255 255 255 / 0.15);
    &:hover { background: rgb(255 255 255 / 0.25); }
  `,
} as const;

export type IconButtonTone = keyof typeof tones;

/** The look of a control that is only an icon, for links that show one too. */
export const iconButtonClass = (tone: IconButtonTone = 'plain'): string => cx(base, tones[tone]);

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  /** What it does, for a screen reader: the icon says nothing. */
  label: string;
  tone?: IconButtonTone;
};

/** A 44 px round button holding an icon (ui/icons.tsx), named by `label`. */
export const IconButton = ({ label, tone, className, type = 'button', ...button }: IconButtonProps) => (
  <button type={type} aria-label={label} className={cx(iconButtonClass(tone), className)} {...button} />
);
