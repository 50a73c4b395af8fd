import { css } from '@/ui/css';

/** A card pinned to the bottom of the window: the install banner and the update prompt. */
export const noticeClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 12px 16px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  box-shadow: var(--shadow-2);
  & > p { flex: 1 1 180px; margin: 0; font-weight: 600; }
  & > div { display: flex; flex-wrap: wrap; gap: 8px; }
`;
