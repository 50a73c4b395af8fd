import { useSignals } from '@preact/signals-react/runtime';
import { Link } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { session } from '@/state/session';
import { Dropdown } from '@/ui/Dropdown';
import { ProfilePicture } from '@/ui/ProfilePicture';
import { texts } from './texts';

const head = css`
  display: flex;
  gap: 12px;
  align-items: center;
  padding-bottom: 12px;
  border-bottom: 1px solid var(--border);
  & strong, & span { display: block; overflow-wrap: anywhere; }
  & span { color: var(--muted); font-size: var(--text-sm); }
`;

const list = css`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  & a, & button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: var(--target);
    padding: 0 8px;
    border: 0;
    border-radius: var(--radius);
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  & a:hover, & button:hover { background: var(--bg); }
  & button { color: var(--danger); }
`;

/** Picture, name, e-mail, then My Profile, Settings, Help, Log Out (docs/product.md §Signed-in frame). */
export const UserMenu = ({ onLogOut }: { onLogOut: () => void }) => {
  useSignals();
  const customer = session.value?.customer;
  const t = texts.topBar;

  return (
    <Dropdown label={t.userMenu} trigger={<ProfilePicture src={customer?.profilepicture} alt={t.profilePicture} size={36} />}>
      <div className={head}>
        <ProfilePicture src={customer?.profilepicture} alt={t.profilePicture} size={48} />
        <div>
          <strong>{customer ? `${customer.firstname} ${customer.lastname}` : ''}</strong>
          <span>{customer?.email}</span>
        </div>
      </div>
      <ul className={list}>
        <li>
          <Link to="/account/profile">{t.myProfile}</Link>
        </li>
        <li>
          <Link to="/account/security">{t.settings}</Link>
        </li>
        <li>
          <Link to="/account/customer-support">{t.help}</Link>
        </li>
        <li>
          <button type="button" onClick={onLogOut}>
            {t.logOut}
          </button>
        </li>
      </ul>
    </Dropdown>
  );
};
