import { css, keyframes } from 'goober';

const shimmer = keyframes`to { background-position: -200% 0; }`;

const block = css`
  display: block;
  border-radius: 6px;
  background: linear-gradient(90deg, #e6e9ed 25%, #f1f3f5 50%, #e6e9ed 75%) 0 0 / 200% 100%;
  animation: ${shimmer} 1.2s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** A grey placeholder block while data loads; hidden from screen readers. */
export const Skeleton = ({ width = '100%', height = 16 }: { width?: number | string; height?: number | string }) => (
  <span className={block} style={{ width, height }} aria-hidden="true" />
);
