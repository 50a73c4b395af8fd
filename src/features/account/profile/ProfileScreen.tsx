import { useSignals } from '@preact/signals-react/runtime';
import { Link } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useId, useState } from 'react';
import { LogoutDialog } from '@/features/shell';
import { formatNairaDetail } from '@/lib/format';
import { session } from '@/state/session';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { type Fact, Facts } from '@/ui/Facts';
import { Money } from '@/ui/Money';
import { ProfilePicture } from '@/ui/ProfilePicture';
import { actionListClass, Chevron } from '../ActionList';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import type { ProfileFigures } from './profileLoader';
import { texts } from '../texts';

const page = css`
  max-width: 560px;
  margin: 0 auto;
  & h1 { margin: 0 0 16px; font-size: var(--text-xl); }
`;

const identity = css`
  display: flex;
  align-items: center;
  gap: 16px;
  & div { display: grid; gap: 4px; min-width: 0; justify-items: start; }
  & .name { margin: 0; font-size: var(--text-lg); font-weight: 700; overflow-wrap: anywhere; }
  & .email { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
`;

const strip = css`
  margin: 20px 0 8px;
`;

/** Status '1' is Verified, anything else Not Verified (shown only, it grants nothing; docs/product.md §What the screens show). */
const isVerified = (status: string | undefined) => status === '1';

/** The summary strip's three figures: no decimals unless there are kobo, as on every profile screen (docs/product.md §Numbers and formats). */
const figures = ({ invested, investmentCount, payoutBalance }: ProfileFigures) => {
  const t = texts.profile;
  const naira = (amount: string | null) => (amount === null ? t.unknown : <Money text={formatNairaDetail(amount)} />);
  return [
    [t.totalInvested, naira(invested)],
    [t.investmentCount, investmentCount === null ? t.unknown : String(investmentCount)],
    [t.payoutBalance, naira(payoutBalance)],
  ] satisfies Fact[];
};

type Dialog = 'logout' | 'delete' | null;

/** /account/profile (docs/product.md §Account): who, the investment summary, and what the customer can do with the account. */
export const ProfileScreen = ({ data }: { data: ProfileFigures }) => {
  useSignals();
  const t = texts.profile;
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const customer = session.value?.customer;
  const verified = isVerified(customer?.status);
  const close = () => setDialog(null);

  return (
    <Card className={page} aria-labelledby={headingId}>
      <h1 id={headingId}>{t.heading}</h1>
      <div className={identity}>
        <ProfilePicture src={customer?.profilepicture} alt={t.picture} size={80} />
        <div>
          <p className="name">{customer ? `${customer.firstname} ${customer.lastname}` : ''}</p>
          <p className="email">{customer?.email}</p>
          <Badge tone={verified ? 'green' : 'red'}>{verified ? t.verified : t.notVerified}</Badge>
        </div>
      </div>
      <div role="group" aria-label={t.summary}>
        <Facts layout="strip" className={strip} facts={figures(data)} />
      </div>
      <ul className={actionListClass} aria-label={t.actions}>
        <li>
          <Link to="/account/profile/edit">
            {t.editProfile}
            <Chevron />
          </Link>
        </li>
        <li>
          <Link to="/account/security">
            {t.security}
            <Chevron />
          </Link>
        </li>
        <li>
          <Link to="/account/customer-support">
            {t.contactSupport}
            <Chevron />
          </Link>
        </li>
        <li>
          <Link to="/account/about">
            {t.about}
            <Chevron />
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => setDialog('logout')}>
            {t.logOut}
            <Chevron />
          </button>
        </li>
        <li>
          <button type="button" className="danger" onClick={() => setDialog('delete')}>
            {t.deleteAccount}
            <Chevron />
          </button>
        </li>
      </ul>
      <LogoutDialog open={dialog === 'logout'} onClose={close} />
      <DeleteAccountDialog open={dialog === 'delete'} onClose={close} />
    </Card>
  );
};
