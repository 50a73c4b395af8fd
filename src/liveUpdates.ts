import type { AnyRouter } from '@tanstack/react-router';
import type { LiveChange } from '@contract/live';
import { fetchCustomer } from '@/features/customer';
import { connectLive } from '@/features/live';
import { refreshNotifications } from '@/features/notifications';
import { router } from './router';
import { session, updateCustomer } from './state/session';

/** The pages that show each kind of change, read again when it changes (the others read it on their next visit). */
const PAGES: Record<LiveChange, readonly string[]> = {
  balance: [],
  history: ['/_app/dashboard', '/_app/alltransactions', '/_app/transaction-details', '/_app/investments'],
  notifications: ['/_app/notification'],
};

/** A background read: a failure goes to the console only (docs/product.md §Errors and toasts); a 401 ends the session as any call's does. */
const readCustomer = () =>
  fetchCustomer().then(
    (answer) => updateCustomer(answer.customer),
    () => console.warn('live updates: customer read failed'),
  );

const readAgain = (app: AnyRouter) => (what: readonly LiveChange[]) => {
  // The balance lives in the session, which every page that shows it reads.
  if (what.includes('balance')) void readCustomer();
  // The top bar's bell, on every page.
  if (what.includes('notifications')) void refreshNotifications();
  const pages = new Set(what.flatMap((change) => PAGES[change]));
  if (pages.size > 0) void app.invalidate({ filter: (match: { routeId: string }) => pages.has(match.routeId) });
};

/**
 * Live balances (docs/rules.md §Live updates): while a customer is signed in, the stream tells
 * what changed and `app`'s shown figures are read again; signed out, it closes. Answers how to
 * stop watching altogether.
 */
export const startLiveUpdates = (app: AnyRouter = router): (() => void) => {
  let stop: (() => void) | undefined;
  const unwatch = session.subscribe((current) => {
    if (current && !stop) stop = connectLive(readAgain(app));
    else if (!current && stop) {
      stop();
      stop = undefined;
    }
  });
  return () => {
    unwatch();
    stop?.();
  };
};
