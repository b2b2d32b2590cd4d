/**
 * The contract screens' texts: the `agentCentre` locale area, and the
 * member centre's for the shared list states (failed, retry).
 */
import { useEffect, useState } from 'react';
import { loadLocaleArea } from '../../i18n/locale-areas';
import { useApp } from '../app-context';

export type TextsState = 'loading' | 'ready' | 'failed';

const isLoaded = (exists: (key: string) => boolean) => exists('agentCentre.contracts.title') && exists('memberCentre.kit.retry');

export function useContractTexts(): TextsState {
  const { i18n } = useApp();
  const [state, setState] = useState<TextsState>(() => (isLoaded((key) => i18n.exists(key)) ? 'ready' : 'loading'));

  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    Promise.all([loadLocaleArea(i18n, 'agentCentre'), loadLocaleArea(i18n, 'memberCentre')]).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [i18n, state]);

  return state;
}
