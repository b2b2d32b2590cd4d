/**
 * Maintenance and the whitelabel switches: each flip is one audited write that
 * players on every instance see at once, with an optional reason for the log.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/content/content.css';
import { Button } from '../../components/button';
import { errorText } from '../../i18n';
import { contentApi, type SystemSettings } from '../../services/content.api';
import { OperatorCallError } from '../../services/operator-call';

export function SettingsScreen() {
  const { t, i18n } = useTranslation();
  const [settings, setSettings] = useState<SystemSettings | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = useCallback((failure: unknown) => setError(errorText(i18n, failure instanceof OperatorCallError ? failure.code : 'system.busy')), [i18n]);
  const reload = useCallback((signal?: AbortSignal) => contentApi.settings({ signal }).then(setSettings, (failure: unknown) => !signal?.aborted && fail(failure)), [fail]);
  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  const change = async (write: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await write();
      setReason('');
      await reload();
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bo-settings" aria-labelledby="settings-heading">
      <h1 id="settings-heading">{t('backoffice.content.settings.heading')}</h1>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <label className="bo-field bo-field--wide">
        <span>{t('backoffice.content.settings.reason')}</span>
        <input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </label>
      {settings && (
        <>
          <h2>{t('backoffice.content.settings.maintenance')}</h2>
          <p className="bo-settings__row" data-testid="maintenance-state">
            <span>{settings.system.maintenance ? t('backoffice.content.settings.maintenanceOn') : t('backoffice.content.settings.maintenanceOff')}</span>
            <Button size="sm" variant={settings.system.maintenance ? 'primary' : 'secondary'} disabled={busy} onClick={() => void change(() => contentApi.setSystem({ ...settings.system, maintenance: !settings.system.maintenance }, reason))}>
              {settings.system.maintenance ? t('backoffice.content.settings.endMaintenance') : t('backoffice.content.settings.startMaintenance')}
            </Button>
          </p>
          <h2>{t('backoffice.content.settings.switches')}</h2>
          <ul className="bo-switches">
            {settings.switches.map((item) => (
              <li key={item.modId}>
                <span>
                  {item.modId} {item.parentId && <span className="bo-muted">({item.parentId})</span>}
                </span>
                <label>
                  <input type="checkbox" aria-label={item.modId} checked={item.enabled} disabled={busy} onChange={() => void change(() => contentApi.setSwitch(item.modId, !item.enabled, reason))} />
                  {item.enabled ? t('backoffice.content.settings.on') : t('backoffice.content.settings.off')}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
