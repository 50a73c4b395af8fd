import { css } from '@/ui/css';

/** The account screens' card: one narrow column with its heading. */
export const accountPage = css`
  max-width: 560px;
  margin: 0 auto;
  & h1 { margin: 0 0 16px; font-size: var(--text-xl); }
`;
