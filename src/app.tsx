import { RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { dismissToastsOnLeave, router, routerContext } from './router';
import type { AppContext } from './routes/__root';
import { followRouter } from './state/location';

export interface StartOptions extends Pick<AppContext, 'afterSignIn'> {
  /** Takes away what `root` showed; by default its children. */
  clear?: () => void;
}

/**
 * Starts the app in `root`: the router loads the current address's chunks (and loader) first,
 * and only then `clear` takes away what `root` showed (index.html's skeleton, or the sign-in
 * page's own tree), so there is no blank frame in between. Preact would otherwise try to reuse
 * the skeleton's nodes, hence the clearing.
 */
export const startApp = async (root: HTMLElement, { clear = () => root.replaceChildren(), afterSignIn }: StartOptions = {}): Promise<void> => {
  followRouter(router);
  // Before the first load, which gives each route its context.
  router.update({ context: { ...routerContext, afterSignIn } });
  dismissToastsOnLeave(router);
  await router.load();
  clear();
  createRoot(root).render(<RouterProvider router={router} />);
};
