import { css } from './css';
import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export const cardClass = css`
  background: var(--surface);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-1);
  padding: 20px;
`;

export const Card = ({ className, ...rest }: HTMLAttributes<HTMLElement>) => <section className={cx(cardClass, className)} {...rest} />;
