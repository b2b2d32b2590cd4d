/**
 * The live inspector exists in development and, when built with
 * VITE_INSPECTOR=1, in a production build. Both are replaced by constants at
 * build time, so a production build without the setting drops the inspector
 * route's chunk and the bridge entirely.
 */
export const inspectorEnabled: boolean = import.meta.env.DEV || import.meta.env.VITE_INSPECTOR === '1';
