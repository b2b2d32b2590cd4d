/**
 * Messages of the provider's page inside a frame, taken only from that
 * frame's window (any other page could post the same shapes):
 * `{ source: 'demo-provider', type: 'balance', balance, currency }` after a
 * round, and `{ source: 'demo-provider', type: 'lobby' }` when the player
 * leaves a game that cannot go on. Where the lobby is, the portal decides.
 */
import { useEffect, type RefObject } from 'react';
import * as v from 'valibot';

const providerMessageSchema = v.variant('type', [
  v.object({ source: v.literal('demo-provider'), type: v.literal('balance'), balance: v.number(), currency: v.string() }),
  v.object({ source: v.literal('demo-provider'), type: v.literal('lobby') }),
]);

export type ProviderMessage = v.InferOutput<typeof providerMessageSchema>;

export function readProviderMessage(event: Pick<MessageEvent, 'source' | 'data'>, frame: HTMLIFrameElement | null): ProviderMessage | null {
  if (!frame || event.source === null || event.source !== frame.contentWindow) return null;
  const parsed = v.safeParse(providerMessageSchema, event.data);
  return parsed.success ? parsed.output : null;
}

export function useProviderMessages(frame: RefObject<HTMLIFrameElement | null>, onMessage: (message: ProviderMessage) => void): void {
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = readProviderMessage(event, frame.current);
      if (message) onMessage(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, onMessage]);
}
