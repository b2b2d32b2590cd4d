/**
 * Connects the inspection bridge to a BroadcastChannel, so an inspector in
 * this page or in another tab of the same origin sees the running actors.
 */
import type { InspectionEvent } from 'xstate';
import { createInspectionBridge } from './bridge';
import { INSPECTOR_CHANNEL, type BridgeMessage } from './bridge-protocol';

/** This page's id in bridge messages, so an inspector can tell its own page's actors from other tabs'. */
export const inspectionPageId = Math.random().toString(36).slice(2, 10);

export function startBroadcastBridge(channelName = INSPECTOR_CHANNEL): ((event: InspectionEvent) => void) | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(channelName);
  const bridge = createInspectionBridge({
    pageId: inspectionPageId,
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // A value sanitize() missed must not break the portal: the inspector just misses one message.
      }
    },
  });
  channel.onmessage = (message: MessageEvent<BridgeMessage>) => bridge.receive(message.data);
  return bridge.observe;
}
