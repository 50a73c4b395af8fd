import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { ErrorScreen } from '@/features/errors/ErrorScreen';
import { PageChanges } from '@/lib/pageChanges';

/** What the app's start tells the route tree (src/app.tsx). */
export interface AppContext {
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
