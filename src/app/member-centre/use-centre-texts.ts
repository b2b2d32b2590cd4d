/** The centre's texts (the `memberCentre` locale area), loaded with its chunk. */
import { useEffect, useState } from 'react';
import { loadLocaleArea } from '../../i18n/locale-areas';
import { useApp } from '../app-context';

export type TextsState = 'loading' | 'ready' | 'failed';

export function useCentreTexts(): TextsState {
  const { i18n } = useApp();
  const [state, setState] = useState<TextsState>(() => (i18n.exists('memberCentre.frame.title') ? 'ready' : 'loading'));

  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    loadLocaleArea(i18n, 'memberCentre').then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [i18n, state]);

  return state;
}
