import { createRouter, type AnyRouter } from '@tanstack/react-router';
import { PageChanges } from './lib/pageChanges';
import { routeTree } from './routeTree.gen';
import { dismissErrors } from './ui/toast';

/** The app's routes and what wraps them all, for the app's router and the screen tests' alike. */
export const appRoutes = { routeTree, InnerWrap: PageChanges };

export const router = createRouter({
  ...appRoutes,
  // Start fetching a page's chunk when a finger or pointer lands on its link.
  defaultPreload: 'intent',
  scrollRestoration: true,
});

/**
 * An error toast belongs to the page it was raised on: it goes when the path changes. One that
 * the new page's loader raises comes after this and stays.
 */
export const dismissErrorsOnLeave = (app: AnyRouter): (() => void) =>
  app.subscribe('onBeforeNavigate', ({ pathChanged }) => {
    if (pathChanged) dismissErrors();
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
