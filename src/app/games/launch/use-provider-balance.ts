/**
 * Balance messages of the provider's page inside a frame:
 * `{ source: 'demo-provider', type: 'balance', balance, currency }`, taken
 * only from that frame's window (any other page could post the same shape).
 */
import { useEffect, type RefObject } from 'react';
import * as v from 'valibot';

const balanceMessageSchema = v.object({
  source: v.literal('demo-provider'),
  type: v.literal('balance'),
  balance: v.number(),
  currency: v.string(),
});

export type BalanceMessage = v.InferOutput<typeof balanceMessageSchema>;

export function readBalanceMessage(event: Pick<MessageEvent, 'source' | 'data'>, frame: HTMLIFrameElement | null): BalanceMessage | null {
  if (!frame || event.source === null || event.source !== frame.contentWindow) return null;
  const parsed = v.safeParse(balanceMessageSchema, event.data);
  return parsed.success ? parsed.output : null;
}

export function useProviderBalance(frame: RefObject<HTMLIFrameElement | null>, onBalance: (message: BalanceMessage) => void): void {
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = readBalanceMessage(event, frame.current);
      if (message) onBalance(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, onBalance]);
}
