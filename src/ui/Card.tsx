import { css } from './css';
import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export const cardClass = css`
  background: var(--surface);
  border-radius: calc(var(--radius) * 1.5);
  box-shadow: 0 1px 3px rgb(16 24 40 / 0.1);
  padding: 20px;
`;

export const Card = ({ className, ...rest }: HTMLAttributes<HTMLElement>) => (
  <section className={cx(cardClass, className)} {...rest} />
);
