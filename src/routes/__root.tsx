import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { AppContext } from '../app/app-context';
import { guardRoute } from '../app/route-guard';
import { RootScreen } from '../app/shell/root-screen';
import { NotFoundScreen } from '../app/screens/not-found-screen';
import { RootError } from '../app/shell/root-error';
import { validateCentreSearch } from '../app/member-centre/centre-search';
import { validateAgentSearch } from '../app/agent-centre/agent-search';

export const Route = createRootRouteWithContext<AppContext>()({
  // `?mc=<page>` opens the member centre and `?ac=<page>` the agent centre above any route.
  validateSearch: (search: Record<string, unknown>) => ({ ...validateCentreSearch(search), ...validateAgentSearch(search) }),
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
