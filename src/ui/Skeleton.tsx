import { css, keyframes } from './css';
import type { ReactNode } from 'react';
import { cardClass } from './Card';
import { cx } from './cx';

const shimmer = keyframes`to { background-position: -200% 0; }`;

const block = css`
  display: block;
  flex: none;
  border-radius: 6px;
  background: linear-gradient(90deg, #e6e9ed 25%, #f1f3f5 50%, #e6e9ed 75%) 0 0 / 200% 100%;
  animation: ${shimmer} 1.2s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

type Size = number | string;

/** A grey placeholder block while data loads; hidden from screen readers. */
export const Skeleton = ({ width = '100%', height = 16, round = false }: { width?: Size; height?: Size; round?: boolean }) => (
  <span className={block} style={{ width, height, borderRadius: round ? '50%' : undefined }} aria-hidden="true" />
);

const screenClass = css`
  display: grid;
  gap: 16px;
  margin: 0 auto;
  & > .card { display: grid; gap: 14px; }
`;

/** A pending screen: as wide as the screen it stands for, marked busy for assistive technology. */
export const SkeletonScreen = ({ width, children }: { width?: number; children: ReactNode }) => (
  <div className={screenClass} style={{ maxWidth: width }} aria-busy="true">
    {children}
  </div>
);

/** A card of placeholders. */
export const SkeletonCard = ({ className, children }: { className?: string; children: ReactNode }) => (
  <div className={cx(cardClass, 'card', className)}>{children}</div>
);

const rowClass = css`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  & > span:nth-child(2) { flex: 1; display: grid; gap: 6px; }
`;

/** List rows: a round icon, a title with a line under it, a figure at the end. */
export const SkeletonRows = ({ count, icon = 34 }: { count: number; icon?: number }) =>
  Array.from({ length: count }, (_, row) => (
    <div key={row} className={rowClass}>
      <Skeleton width={icon} height={icon} round />
      <span>
        <Skeleton width="45%" height={14} />
        <Skeleton width="25%" height={12} />
      </span>
      <Skeleton width={72} height={16} />
    </div>
  ));

const fieldClass = css`
  display: grid;
  gap: 6px;
`;

/** A form field: its label, then its box. */
export const SkeletonField = () => (
  <span className={fieldClass}>
    <Skeleton width="30%" height={16} />
    <Skeleton height={44} />
  </span>
);
