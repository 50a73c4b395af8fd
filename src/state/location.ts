import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { AnyRouter } from '@tanstack/react-router';

/**
 * Where the page is, for what lives outside the route tree (the install banner, the update prompt,
 * the field metrics). Until the app's router starts, the page is the sign-in page that loads
 * without it (docs/architecture.md, "Sign-in before the JavaScript"): paths are the browser's own
 * and going elsewhere loads that page. Once the router starts it answers instead.
 */
const path = signal(location.pathname);
let go = (to: string): void => location.assign(to);
let pattern = (): string => location.pathname;

export const pathname: ReadonlySignal<string> = path;

/** Goes to a path of the app, through the router once it runs. */
export const navigateTo = (to: string): void => go(to);

/** The route pattern of the page (never an id or a query string: both pages' own paths have none). */
export const routePattern = (): string => pattern();

/** From now on the router tells where the page is and takes the page elsewhere. */
export const followRouter = (router: AnyRouter): void => {
  go = (to) => void router.navigate({ to });
  pattern = () => router.state.matches.at(-1)?.fullPath ?? '/';
  path.value = router.state.location.pathname;
  router.subscribe('onResolved', ({ toLocation }) => {
    path.value = toLocation.pathname;
  });
};
