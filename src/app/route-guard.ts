/**
 * The loginedToHomePage guard (spec §2): with the flag on, a visitor without
 * a session token reaches only the public paths; everything else goes to
 * /login. The flag is in the status answer, so the guard waits for it.
 */
import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { selectFlags } from '../machines/system-status/system-status.selectors';
import type { AppContext } from './app-context';

/** /inspect is the developer's machine inspector, not part of the portal a visitor sees. */
export const publicPaths: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download', '/inspect'];

export const isPublicPath = (pathname: string): boolean => publicPaths.includes(pathname.toLowerCase().replace(/\/+$/, '') || '/');

export async function guardRoute(context: AppContext, pathname: string): Promise<void> {
  const settled = await waitFor(context.actors.systemStatus, (snapshot) => !snapshot.hasTag('loading'));
  if (!selectFlags(settled).loginedToHomePage || context.getToken() || isPublicPath(pathname)) return;
  throw redirect({ to: '/login', replace: true });
}
