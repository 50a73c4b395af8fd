import { useMatch, type RegisteredRouter } from '@tanstack/react-router';

type RouteId = keyof RegisteredRouter['routesById'];

/**
 * A route's own match (its loader data, when it was loaded), or undefined once the page has been
 * left: a route's component passes the data to its screen (`useShownMatch(Route.id)`). On
 * preact/compat a page kept behind the next page's skeleton renders once more after the router
 * has dropped its match, where the route's useLoaderData would throw ('Could not find an active
 * match'); a route that gets undefined renders nothing.
 */
export const useShownMatch = <TId extends RouteId>(from: TId) => useMatch({ from, shouldThrow: false });
