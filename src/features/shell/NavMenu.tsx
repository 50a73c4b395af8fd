import { Link, useRouterState } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { isMenuItemActive, MENU } from './menu';
import { texts } from './texts';

/** The menu slides in from the side up to 992 px wide (docs/product.md §Signed-in frame). */
const nav = css`
  background: var(--surface);
  border-bottom: 1px solid var(--border);
  & ul { list-style: none; margin: 0 auto; padding: 0 16px; max-width: 1200px; display: flex; gap: 4px; }
  & a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0 14px;
    color: var(--muted);
    font-weight: 600;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  & a[aria-current='page'] { color: var(--brand-dark); border-bottom-color: var(--brand); }
  @media (max-width: 992px) {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: 40;
    width: min(280px, 80vw);
    padding-top: 64px;
    border: 0;
    box-shadow: 4px 0 24px rgb(16 24 40 / 0.2);
    transform: translateX(-100%);
    visibility: hidden;
    transition: transform 0.3s ease, visibility 0.3s;
    &[data-open='true'] { transform: none; visibility: visible; }
    & ul { flex-direction: column; padding: 0 12px; }
    & a { border-bottom: 0; border-left: 3px solid transparent; border-radius: 0 var(--radius) var(--radius) 0; }
    & a[aria-current='page'] { border-left-color: var(--brand); background: var(--brand-soft); }
  }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const scrim = css`
  display: none;
  @media (max-width: 992px) {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 35;
    background: rgb(16 24 40 / 0.4);
  }
`;

export const MENU_ID = 'main-menu';

type NavMenuProps = { open: boolean; onNavigate: () => void };

export const NavMenu = ({ open, onNavigate }: NavMenuProps) => {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      {open && <div className={scrim} onClick={onNavigate} aria-hidden="true" />}
      <nav id={MENU_ID} className={nav} aria-label={texts.menu.label} data-open={open}>
        <ul>
          {MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={isMenuItemActive(item, pathname) ? 'page' : undefined} onClick={onNavigate}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
};
