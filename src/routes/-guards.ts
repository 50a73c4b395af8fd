import { redirect } from '@tanstack/react-router';
import { hasReachedStage, type Flow } from '@/lib/stages';
import type { AppContext } from './__root';

/** What a guard reads of the route's beforeLoad argument: the session the router's context carries (src/router.ts). */
type Guarded = { context: Pick<AppContext, 'session'> };

/** The session decides which half of the app a path opens (docs/product.md §Signed-in frame). */
export const toHome = ({ context }: Guarded): never => {
  throw redirect({ to: context.session.isSignedIn() ? '/dashboard' : '/login', replace: true });
};

export const requireSignedOut = ({ context }: Guarded): void => {
  if (context.session.isSignedIn()) throw redirect({ to: '/dashboard', replace: true });
};

export const requireSignedIn = ({ context }: Guarded): void => {
  if (!context.session.isSignedIn()) throw redirect({ to: '/login', replace: true });
};

/** A later step of registration or recovery opened before its stage was reached goes to /login. */
export const requireStage = (flow: Flow, needed: number) => (): void => {
  if (!hasReachedStage(flow, needed)) throw redirect({ to: '/login', replace: true });
};
