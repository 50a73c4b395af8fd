import { css } from '@/ui/css';

/** The account screens' lists of actions: full-width rows, each a link or a button with a chevron. */
export const actionListClass = css`
  margin: 0;
  padding: 0;
  list-style: none;
  & li + li { border-top: 1px solid var(--border); }
  & a, & button {
    display: flex;
    justify-content: space-between;
    align-items: center;
    width: 100%;
    min-height: 52px;
    padding: 12px 4px;
    border: 0;
    background: none;
    color: var(--brand-dark);
    font: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  & .chevron { font-size: var(--text-xl); color: var(--muted); }
  & .danger { color: var(--danger); }
`;

/** Says "opens something"; hidden from screen readers, which would read the character out. */
export const Chevron = () => (
  <span className="chevron" aria-hidden="true">
    ›
  </span>
);
