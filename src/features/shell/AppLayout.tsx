import { useSignals } from '@preact/signals-react/runtime';
import { Link, Navigate, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useCallback, useEffect, useLayoutEffect, useState, type MouseEvent } from 'react';
import { focusPageHeading } from '@/lib/pageChanges';
import { adoptRememberedCookie } from '@/state/rememberedCookie';
import { session, takeSessionExpired } from '@/state/session';
import { BRAND } from '@/ui/brand';
import { CalculatorIcon, MenuIcon } from '@/ui/icons';
import { startToastsAt } from '@/ui/toastPlacement';
import { notifyWarning } from '@/ui/toast';
import { useEscape } from '@/ui/useEscape';
import { Footer } from './Footer';
import { LogoutDialog } from './LogoutDialog';
import { MENU_ID, NavMenu } from './NavMenu';
import { NotificationsMenu } from '@/features/notifications';
import { OfflineBanner, watchConnection } from '@/features/offline';
import { texts } from './texts';
import { UserMenu } from './UserMenu';
import { IconButton, iconButtonClass } from '@/ui/IconButton';

const shell = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  & > main { flex: 1; width: 100%; max-width: 1200px; margin: 0 auto; padding: 20px 16px 32px; }
`;

const BAR_HEIGHT = 60;

/** Out of sight until a keyboard reaches it: the first stop of every signed-in page. */
const skipLink = css`
  position: absolute;
  left: 8px;
  top: -200px;
  z-index: 60;
  padding: 12px 16px;
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--brand-dark);
  font-weight: 600;
  &:focus { top: 8px; }
`;

/** Past the top bar and the menu, to the page's own heading; the address stays as it is. */
const skipToContent = (event: MouseEvent) => {
  event.preventDefault();
  focusPageHeading();
};

const bar = css`
  position: sticky;
  top: 0;
  z-index: 45;
  display: flex;
  align-items: center;
  gap: 4px;
  height: ${BAR_HEIGHT}px;
  padding: 0 12px;
  background: var(--surface);
  border-bottom: 1px solid var(--border);
  & .brand { margin-right: auto; padding: 8px 4px; font-size: clamp(var(--text-lg), 5vw, var(--text-xl)); font-weight: 800; color: var(--brand-dark); text-decoration: none; }
  /* The four 44 px controls keep their size on a 320 px phone: the bar's edges and gaps give way. */
  @media (max-width: 359px) { gap: 0; padding: 0 6px; }
`;

const hamburger = css`
  @media (min-width: 993px) { display: none; }
`;

/** Off to /login; when the server ended the session (a 401 on any call), a toast says so. */
const SessionEnded = () => {
  useEffect(() => {
    if (takeSessionExpired()) notifyWarning(texts.session.expired);
  }, []);
  return <Navigate to="/login" replace />;
};

/** The signed-in frame (docs/product.md §Signed-in frame); leaves for /login as soon as the session ends. */
export const AppLayout = () => {
  useSignals();
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const router = useRouter();
  useEffect(closeMenu, [pathname, closeMenu]);
  useEffect(adoptRememberedCookie, []);
  // Back online, the shown page reads everything again (docs/rules.md §The installed app); watched
  // from the first commit, so an event right after the first paint is not missed.
  useLayoutEffect(() => watchConnection(() => void router.invalidate()), [router]);
  useEscape(menuOpen, closeMenu);
  // Toasts start below the top bar: they never cover the menu, the bell or the account button.
  useLayoutEffect(() => startToastsAt(BAR_HEIGHT + 12), []);

  if (!session.value) return <SessionEnded />;

  return (
    <div className={shell}>
      <a href="#content" className={skipLink} onClick={skipToContent}>
        {texts.skipToContent}
      </a>
      <header className={bar}>
        <IconButton className={hamburger} label={texts.menu.toggle} aria-expanded={menuOpen} aria-controls={MENU_ID} onClick={() => setMenuOpen(!menuOpen)}>
          <MenuIcon />
        </IconButton>
        <Link to="/dashboard" className="brand">
          {BRAND}
        </Link>
        <Link to="/calulator" className={iconButtonClass()} aria-label={texts.topBar.calculator}>
          <CalculatorIcon />
        </Link>
        <NotificationsMenu />
        <UserMenu onLogOut={() => setLogoutOpen(true)} />
      </header>
      <NavMenu open={menuOpen} onNavigate={closeMenu} />
      <main id="content">
        <OfflineBanner />
        <Outlet />
      </main>
      <Footer />
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </div>
  );
};
