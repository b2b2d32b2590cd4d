/** What the money pages read from the session: the currency symbol, upline rights, and a way to refresh the header balance. */
import { useCallback } from 'react';
import { useApp } from '../../app-context';
import { useSessionSelector } from '../../access/use-session';

export function useCurrencySymbol(): string {
  return useSessionSelector((view) => view.balance?.currencySymbol ?? '') ?? '';
}

/** member info `toUpline`: '1' when the member may send money to the upline; null while member info loads. */
export function useMayTransferUpline(): boolean | null {
  return useSessionSelector((view) => (view.member ? view.member.toUpline === '1' : null)) ?? null;
}

/** Money moved: the header's balance loads again. */
export function useRefreshBalance(): () => void {
  const { actors } = useApp();
  return useCallback(() => actors.session?.send({ type: 'balance.refresh' }), [actors.session]);
}
