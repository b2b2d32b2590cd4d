/**
 * Listens to the portal's inspection bridge (this page and other tabs) and
 * asks running portals for what happened before the inspector opened.
 */
import { useEffect, useReducer } from 'react';
import { INSPECTOR_CHANNEL, type BridgeMessage } from '../../inspection/bridge-protocol';
import { emptyLive, reduceLive, type LiveState } from './live-store';

export function useLiveInspection(channelName = INSPECTOR_CHANNEL): { live: LiveState; clear: () => void; connected: boolean } {
  const [live, dispatch] = useReducer(reduceLive, emptyLive);
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
