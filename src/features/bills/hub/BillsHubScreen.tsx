import { Link, useLocation } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useEffect, useId, type ComponentType } from 'react';
import { Card } from '@/ui/Card';
import { BoltIcon, CreditCardIcon, EthernetIcon, PlusSquareIcon } from '@/ui/icons';
import { forgetDraft } from '../drafts';
import { BILL_PATHS } from '../paths';
import type { BillKind } from '../reviewState';
import { Receipt } from './Receipt';
import { texts } from '../texts';

const page = css`
  max-width: 720px;
  margin: 0 auto;
  & h1 { margin: 0 0 16px; font-size: var(--text-xl); }
  & ul { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 12px; margin: 0; padding: 0; list-style: none; }
  & a {
    display: grid;
    justify-items: center;
    align-content: center;
    gap: 10px;
    min-height: 120px;
    padding: 16px 8px;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--surface);
    color: var(--text);
    font-weight: 700;
    text-align: center;
    text-decoration: none;
  }
  & a:hover, & a:focus-visible { border-color: var(--brand); background: var(--brand-soft); }
  & a svg { width: 32px; height: 32px; color: var(--brand); }
`;

const TILES: readonly { kind: BillKind; icon: ComponentType }[] = [
  { kind: 'airtime', icon: CreditCardIcon },
  { kind: 'data', icon: PlusSquareIcon },
  { kind: 'electricity', icon: BoltIcon },
  { kind: 'cable', icon: EthernetIcon },
];

/** docs/product.md §Utility bills /utilitybills: the four tiles (to the short paths, docs/product.md §Signed-in frame), and the last purchase's receipt. */
export const BillsHubScreen = () => {
  const headingId = useId();
  const receipt = useLocation({ select: (location) => location.state.billReceipt });
  // A form opened from here starts empty; only a review's back arrow returns to a filled one.
  useEffect(() => TILES.forEach(({ kind }) => forgetDraft(kind)), []);
  return (
    <Card className={page} aria-labelledby={headingId}>
      <h1 id={headingId}>{texts.hub.heading}</h1>
      {receipt && <Receipt {...receipt} />}
      <ul>
        {TILES.map(({ kind, icon: Icon }) => (
          <li key={kind}>
            <Link to={BILL_PATHS[kind].form}>
              <Icon />
              {texts.hub.tiles[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
};
