/**
 * The /inspect screen: the inspector over the portal's machine registry.
 * Reached only through the lazy route, so none of this is in the home page's
 * download.
 */
import { machineRegistry } from '../machines/registry';
import { InspectorApp } from './inspector-app';

export default function InspectorRouteView() {
  return <InspectorApp entries={machineRegistry} />;
}
