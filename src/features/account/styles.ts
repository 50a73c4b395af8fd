import { css } from '@/ui/css';

/** The account screens' card: one narrow column with its heading. */
export const accountPage = css`
  max-width: 560px;
  margin: 0 auto;
  & h1 { margin: 0 0 16px; font-size: var(--text-xl); }
`;

/** A list of the customer's devices or passkeys: a name with badges, lines of dates, and its buttons. */
export const deviceList = css`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 8px 12px;
    padding: 12px 0;
    border-bottom: 1px solid var(--border);
  }
  & strong { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; overflow-wrap: anywhere; }
  & p { margin: 2px 0 0; color: var(--muted); font-size: var(--text-sm); }
  & .buttons { display: flex; flex-wrap: wrap; gap: 8px; }
`;
