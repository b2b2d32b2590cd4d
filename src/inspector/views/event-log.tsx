/**
 * The live event log, newest first: time, machine, event type and payload
 * (already masked by the bridge). Selecting an entry shows its snapshots.
 */
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../inspection/bridge-protocol';
import { eventLabel } from '../graph/describe';
import { entryKey } from '../live/live-store';
import { clock, payloadOf } from './format';

export interface EventLogProps {
  entries: LogEntry[];
  selectedKey: string | null;
  onlyMachine: string | null;
  onSelect: (entry: LogEntry) => void;
  onToggleFilter: () => void;
  onClear: () => void;
}

export function EventLog({ entries, selectedKey, onlyMachine, onSelect, onToggleFilter, onClear }: EventLogProps) {
  const { t } = useTranslation();
  const shown = [...entries].reverse();
  return (
    <section className="insp-log" aria-label={t('inspector.log.title')}>
      <header className="insp-panel-head">
        <h2 className="insp-heading">
          {t('inspector.log.title')} <span className="insp-count">{entries.length}</span>
        </h2>
        <div className="insp-actions">
          <button type="button" className="insp-chip" aria-pressed={Boolean(onlyMachine)} onClick={onToggleFilter}>
            {onlyMachine ? t('inspector.log.only', { machine: onlyMachine }) : t('inspector.log.all')}
          </button>
          <button type="button" className="insp-chip" onClick={onClear}>
            {t('inspector.log.clear')}
          </button>
        </div>
      </header>
      {shown.length === 0 && <p className="insp-empty">{t('inspector.log.empty')}</p>}
      <ol className="insp-log-list">
        {shown.map((entry) => {
          const key = entryKey(entry);
          const payload = payloadOf(entry.event);
          return (
            <li key={key} data-testid="log-entry" data-machine-id={entry.machineId} data-event-type={entry.event.type}>
              <button type="button" className={key === selectedKey ? 'insp-log-entry is-selected' : 'insp-log-entry'} aria-current={key === selectedKey} onClick={() => onSelect(entry)}>
                <time>{clock(entry.at)}</time>
                <span className="insp-log-machine">{entry.machineId}</span>
                <span className="insp-log-event" title={entry.event.type}>
                  {eventLabel(entry.event.type)}
                </span>
                {payload && <code className="insp-log-payload">{payload}</code>}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
