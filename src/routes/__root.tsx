import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { AppContext } from '../app/app-context';
import { guardRoute } from '../app/route-guard';
import { RootScreen } from '../app/shell/root-screen';
import { NotFoundScreen } from '../app/screens/not-found-screen';
import { RootError } from '../app/shell/root-error';

export const Route = createRootRouteWithContext<AppContext>()({
  beforeLoad: ({ context, location }) => guardRoute(context, location.pathname),
  component: Root,
  errorComponent: RootError,
  notFoundComponent: NotFoundScreen,
});

function Root() {
  return (
    <RootScreen>
      <Outlet />
    </RootScreen>
  );
}
