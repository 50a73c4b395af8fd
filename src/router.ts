import { createRouter, type AnyRouter } from '@tanstack/react-router';
import { isStepChange } from './lib/stages';
import type { AppContext } from './routes/__root';
import { routeTree } from './routeTree.gen';
import { isSignedIn } from './state/session';
import { dismissErrors, dismissToasts } from './ui/toast';

/** The context every route starts from: the session its guards ask. */
export const routerContext: AppContext = { session: { isSignedIn } };

export const router = createRouter({
  routeTree,
  context: routerContext,
  // Start fetching a page's chunk when a finger or pointer lands on its link.
  defaultPreload: 'intent',
  scrollRestoration: true,
});

/**
 * A toast belongs to the page it was raised on. When the path changes its error toasts go, while a
 * success may stay to say what the move did ('Login successful' over the dashboard). From one step
 * of sign-up or recovery to another every toast goes: the step shown says where the customer is,
 * and its screen announces the move once it is drawn. A toast the new page's loader raises, or
 * its screen after the move, comes after this and stays. (docs/rules.md §The SPA.)
 */
export const dismissToastsOnLeave = (app: AnyRouter): (() => void) =>
  app.subscribe('onBeforeNavigate', ({ pathChanged, fromLocation, toLocation }) => {
    if (!pathChanged) return;
    if (fromLocation && isStepChange(fromLocation.pathname, toLocation.pathname)) dismissToasts();
    else dismissErrors();
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
