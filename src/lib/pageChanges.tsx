import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

const APP_NAME = 'Fleetvest';

/** The page's heading, which every layout draws in its main region. */
const pageHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1');

/** Puts the focus on the page's heading, where the page's own content starts (its main region while it has none). */
export const focusPageHeading = (): void => {
  const target = pageHeading() ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
};

/**
 * Names the page now drawn in the tab's title ('All Transactions · Fleetvest'), by its heading or
 * the heading's `data-page-title` where the heading names the customer (a tab's title stays in the
 * browser's history on a shared phone); after a move, focuses the heading.
 */
export const showPage = ({ moved }: { moved: boolean }): void => {
  const heading = pageHeading();
  const name = (heading?.dataset.pageTitle ?? heading?.textContent)?.trim();
  document.title = name ? `${name} · ${APP_NAME}` : APP_NAME;
  if (moved) focusPageHeading();
};

/** The routers that have drawn a page already: a root remounted after an error page is no first page. */
const drawnBy = new WeakSet<object>();

/**
 * Drawn by the root route. Each time the router has drawn a page at a new path: its title and,
 * after a move, the focus on its heading, so a screen reader says where the customer now is and
 * Tab starts from the top of the new page (docs/architecture.md, "Page changes"). The first page
 * of a visit keeps the focus where the browser put it, unless the app took over from the sign-in
 * page after a sign-in.
 */
export const PageChanges = ({ afterSignIn = false }: { afterSignIn?: boolean }) => {
  const router = useRouter();
  const path = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  useEffect(() => {
    if (path === undefined) return;
    showPage({ moved: afterSignIn || drawnBy.has(router) });
    drawnBy.add(router);
  }, [path, router, afterSignIn]);
  return null;
};
