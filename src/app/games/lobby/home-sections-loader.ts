/**
 * A stop on the way to the home page's game sections. The home route only
 * names this file, so its own chunk carries a one-file preload list; the
 * sections' longer list of shared chunks comes with this file, after the
 * home page has rendered.
 */
export const loadHomeGameSections = () => import('./home-game-sections');
