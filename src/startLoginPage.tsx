import { createRoot } from 'react-dom/client';
import type { StartOptions } from './app';
import { boot } from './boot';
import { LoginPage } from './features/auth/login/LoginPage';
import { keepPrerenderedForm } from './lib/prerendered';
import { isSignedIn } from './state/session';

/**
 * The sign-in page (dist/login.html, served at / and /login to signed-out visitors): the sign-in
 * screen without the app's router, a fraction of the app's download. The app itself loads when a
 * sign-in succeeds, or at once for a visitor already signed in (a page the service worker answered
 * without asking the server). docs/architecture.md, "Sign-in before the JavaScript".
 */
export const startLoginPage = (root: HTMLElement): void => {
  const startApp = (options?: StartOptions) => import('./app').then(({ startApp }) => startApp(root, options));
  if (isSignedIn()) {
    boot(startApp());
  } else {
    // The app's address for this page; what was typed in the pre-rendered form is taken over.
    if (location.pathname !== '/login') history.replaceState(history.state, '', '/login');
    keepPrerenderedForm(root);
    root.replaceChildren();
    const page = createRoot(root);
    page.render(<LoginPage startApp={() => startApp({ clear: () => page.unmount(), afterSignIn: true })} />);
    boot();
  }
};
