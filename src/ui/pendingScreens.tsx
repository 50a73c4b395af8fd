import type { ComponentType } from 'react';

const screens = new Map<string, ComponentType>();

/**
 * Called by a layout's chunk with the skeletons of its pages, by route id. They ship with that
 * layout, not in the entry every visitor downloads for /login; a page can only be pending once
 * its layout has loaded, so its skeleton is there in time.
 */
export const registerPendingScreens = (byRoute: Readonly<Record<string, ComponentType>>): void => {
  for (const [routeId, screen] of Object.entries(byRoute)) screens.set(routeId, screen);
};

/** A route's pendingComponent: the skeleton its layout registered under the route's id. */
export const pendingScreen = (routeId: string) =>
  function PendingScreen() {
    const Screen = screens.get(routeId);
    return Screen ? <Screen /> : null;
  };
