/**
 * Listens to the portal's inspection bridge in other tabs (this page's own
 * actors, `ignoredPageId`, are left out) and asks running portals for what
 * happened before the inspector opened.
 */
import { useEffect, useReducer, useState } from 'react';
import { INSPECTOR_CHANNEL, type BridgeMessage } from '../../inspection/bridge-protocol';
import { emptyLive, reduceLiveIgnoring, type LiveState } from './live-store';

export function useLiveInspection(ignoredPageId?: string, channelName = INSPECTOR_CHANNEL): { live: LiveState; clear: () => void; connected: boolean } {
  const [reducer] = useState(() => reduceLiveIgnoring(ignoredPageId));
  const [live, dispatch] = useReducer(reducer, emptyLive);
  const connected = typeof BroadcastChannel === 'function';
  useEffect(() => {
    if (!connected) return;
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = (message: MessageEvent<BridgeMessage>) => dispatch(message.data);
    channel.postMessage({ kind: 'hello' } satisfies BridgeMessage);
    return () => channel.close();
  }, [channelName, connected]);
  return { live, clear: () => dispatch({ kind: 'clear' }), connected };
}
