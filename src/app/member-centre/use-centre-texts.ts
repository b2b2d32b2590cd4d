/** A centre's texts (its lazy locale areas: `memberCentre`, and `agentCentre` too for the agent centre), loaded with its chunk. */
import { useEffect, useState } from 'react';
import { loadLocaleArea, type LocaleArea } from '../../i18n/locale-areas';
import { useApp } from '../app-context';

export type TextsState = 'loading' | 'ready' | 'failed';

const memberOnly: readonly LocaleArea[] = ['memberCentre'];

export function useCentreTexts(areas: readonly LocaleArea[] = memberOnly): TextsState {
  const { i18n } = useApp();
  const [state, setState] = useState<TextsState>(() => (areas.every((area) => i18n.exists(`${area}.frame.title`)) ? 'ready' : 'loading'));

  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    Promise.all(areas.map((area) => loadLocaleArea(i18n, area))).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [i18n, state, areas]);

  return state;
}
