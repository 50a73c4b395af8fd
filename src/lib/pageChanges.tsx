import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

const APP_NAME = 'Fleetvest';

/** The page's heading, which every layout draws in its main region. */
const pageHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1');

/** Puts the focus on the page's heading, where the page's own content starts. */
export const focusPageHeading = (): void => {
  const heading = pageHeading();
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
};

/** Names the page now drawn in the tab's title ('All Transactions · Fleetvest'); after a move, focuses its heading. */
export const showPage = ({ moved }: { moved: boolean }): void => {
  const name = pageHeading()?.textContent?.trim();
  document.title = name ? `${name} · ${APP_NAME}` : APP_NAME;
  if (moved) focusPageHeading();
};

/**
 * Each time the router has drawn a page at a new path: its title and, after a move, the focus on
 * its heading, so a screen reader says where the customer now is and Tab starts from the top of
 * the new page (docs/architecture.md, "Page changes"). The first page of a visit keeps the focus
 * where the browser put it, unless the app took over from the sign-in page after a sign-in.
 */
export const PageChanges = ({ afterSignIn = false }: { afterSignIn?: boolean }) => {
  const path = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const first = useRef(!afterSignIn);
  useEffect(() => {
    if (path === undefined) return;
    showPage({ moved: !first.current });
    first.current = false;
  }, [path]);
  return null;
};
