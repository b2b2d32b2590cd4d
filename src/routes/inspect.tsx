import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { routeTextsLoader } from '../app/route-texts';

/**
 * The live machine inspector. It exists in development and in builds made with
 * VITE_INSPECTOR=1; elsewhere the path is unknown and its chunk (with elkjs)
 * is never built. The condition is written out here, not imported, so the
 * bundler sees a constant before it decides which chunks exist.
 */
export const Route = createFileRoute('/inspect')({
  staticData: { layout: layouts.bare, standalone: true, textAreas: ['inspector'] },
  beforeLoad: () => {
    if (!(import.meta.env.DEV || import.meta.env.VITE_INSPECTOR === '1')) throw notFound();
  },
  loader: routeTextsLoader,
  component: import.meta.env.DEV || import.meta.env.VITE_INSPECTOR === '1' ? lazyRouteComponent(() => import('../inspector/inspector-route-view')) : () => null,
});
