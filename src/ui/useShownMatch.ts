import { useMatch, type RegisteredRouter } from '@tanstack/react-router';

type RoutesById = RegisteredRouter['routesById'];
type RouteId = keyof RoutesById;

/**
 * A page's own match (its loader data, when it was loaded), or undefined once the page has been
 * left. On preact/compat a page kept behind the next page's skeleton renders once more after the
 * router has dropped its match, where the route's useLoaderData would throw ('Could not find an
 * active match'); a page that gets undefined renders nothing.
 */
export const useShownMatch = <TId extends RouteId>(from: TId) => useMatch({ from, shouldThrow: false });

/** The routes whose loader gives `T`: those a screen shared by several routes can be rendered for. */
export type RoutesLoading<T> = { [K in RouteId]: RoutesById[K]['types']['loaderData'] extends T ? K : never }[RouteId];

/**
 * useShownMatch for a screen several routes render (one per address, docs/rules.md): the match of
 * the route it is rendered for, typed as one of `TId`, the only routes that render it.
 */
export const useOwnMatch = <TId extends RouteId>() => useMatch({ strict: false, shouldThrow: false }) as ReturnType<typeof useShownMatch<TId>>;
