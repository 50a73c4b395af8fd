import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { ErrorScreen } from '@/features/errors/ErrorScreen';
import { PageChanges } from '@/lib/pageChanges';

/** What the route tree is told: by the router (src/router.ts) and by the app's start (src/app.tsx). */
export interface AppContext {
  /**
   * Whether a customer is signed in, asked by the guards on every move (routes/-guards.ts); the
   * userAuth cookie decides (src/state/session.ts).
   */
  session: { isSignedIn: () => boolean };
  /** The app took over from the sign-in page after a sign-in. */
  afterSignIn?: boolean;
}

export const Route = createRootRouteWithContext<AppContext>()({
  component: function Root() {
    const { afterSignIn } = Route.useRouteContext();
    return (
      <>
        <PageChanges afterSignIn={afterSignIn} />
        <Outlet />
      </>
    );
  },
  errorComponent: ErrorScreen,
});
