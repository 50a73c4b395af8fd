import { AuthFrame } from '../AuthFrame';
import { LoginScreen, type LoginWays } from './LoginScreen';

/** A plain link: the other signed-out screens are the app's, which that page load brings. */
const PageLink: LoginWays['Link'] = ({ to, children }) => <a href={to}>{children}</a>;

/**
 * The sign-in page as its own entry draws it, without the app's router (docs/architecture.md,
 * "Sign-in before the JavaScript"). A sign-in hands the page to the app (`startApp`), which opens
 * the dashboard.
 */
export const LoginPage = ({ startApp }: { startApp: () => Promise<unknown> }) => (
  <AuthFrame>
    <LoginScreen Link={PageLink} onSignedIn={startApp} />
  </AuthFrame>
);
