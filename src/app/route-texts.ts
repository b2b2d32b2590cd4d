/**
 * Route option `loader: routeTextsLoader`: the screen renders once the locale
 * areas its `staticData.textAreas` names are in. The areas are named once, on
 * the route; `startLoadingScreens` asks for the same ones before the first
 * render, so on a first visit they arrive beside the screen's code.
 */
import type { i18n } from 'i18next';
import type { StaticDataRouteOption } from '@tanstack/react-router';
import { loadLocaleArea } from '../i18n/locale-areas';

interface TextsLoaderContext {
  context: { i18n: i18n };
  route: { options: { staticData?: StaticDataRouteOption } };
}

export async function routeTextsLoader({ context, route }: TextsLoaderContext): Promise<void> {
  await Promise.all((route.options.staticData?.textAreas ?? []).map((area) => loadLocaleArea(context.i18n, area)));
}
