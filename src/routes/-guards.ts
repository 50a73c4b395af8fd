import { redirect } from '@tanstack/react-router';
import { hasReachedStage, type Flow } from '@/lib/stages';
import { isSignedIn } from '@/state/session';

/** The userAuth cookie decides which half of the app a path opens (docs/product.md §Signed-in frame). */
export const homePath = (): '/dashboard' | '/login' => (isSignedIn() ? '/dashboard' : '/login');

export const toHome = (): never => {
  throw redirect({ to: homePath(), replace: true });
};

export const requireSignedOut = (): void => {
  if (isSignedIn()) throw redirect({ to: '/dashboard', replace: true });
};

export const requireSignedIn = (): void => {
  if (!isSignedIn()) throw redirect({ to: '/login', replace: true });
};

/** A later step of registration or recovery opened before its stage was reached goes to /login. */
export const requireStage = (flow: Flow, needed: number) => (): void => {
  if (!hasReachedStage(flow, needed)) throw redirect({ to: '/login', replace: true });
};
