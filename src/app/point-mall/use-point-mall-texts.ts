/** Loads the lazy `pointMall` area, and `memberCentre` for the reused date-range picker and tables; the page renders once they are in. */
import { useEffect, useState } from 'react';
import { loadLocaleArea } from '../../i18n/locale-areas';
import { useApp } from '../app-context';

export function usePointMallTexts(): boolean {
  const app = useApp();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all([loadLocaleArea(app.i18n, 'pointMall'), loadLocaleArea(app.i18n, 'memberCentre')]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [app.i18n]);
  return ready;
}
