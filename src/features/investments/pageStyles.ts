import { css } from '@/ui/css';

/** The investment pages: one column of cards under an h1; a section bar holds its heading and a link. */
export const investmentsPageClass = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  & h1 { margin: 0; font-size: var(--text-xl); overflow-wrap: anywhere; }
  & .bar { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
  & .bar h2 { margin: 0; font-size: var(--text-lg); }
  & .bar a { display: inline-flex; align-items: center; min-height: var(--target); color: var(--brand-dark); font-weight: 600; }
`;

/** A narrow card page (details, buying, the calculator). */
export const narrowPageClass = css`
  max-width: 520px;
  width: 100%;
  margin: 0 auto;
  box-sizing: border-box;
  & h1 { margin: 0 0 12px; font-size: var(--text-xl); overflow-wrap: anywhere; }
  & .back {
    display: inline-flex;
    align-items: center;
    min-height: var(--target);
    margin-bottom: 4px;
    padding: 0;
    border: 0;
    background: none;
    color: var(--brand-dark);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  & .note { margin: -8px 0 16px; color: var(--muted); font-size: var(--text-sm); }
  & .short { margin: 0 0 12px; color: var(--danger); font-weight: 600; }
  & .short a { color: var(--brand-dark); }
`;
