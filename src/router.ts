import { createRouter, type AnyRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { dismissErrors } from './ui/toast';

export const router = createRouter({
  routeTree,
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
