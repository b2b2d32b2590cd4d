/**
 * Above the chart: which machine, which of its running actors is shown (or
 * which logged event), zoom, the export formats and, in development builds,
 * the door to sending the actor an event.
 */
import { useTranslation } from 'react-i18next';
import type { ActorView } from '../../inspection/bridge-protocol';
import { exportFormats, type ExportFormat } from './export-panel';
import { actorKey } from '../live/live-store';
import { stateText, statusText } from './format';

export interface ChartHeaderProps {
  machineId: string;
  purpose: string;
  file: string;
  actors: ActorView[];
  /** Key (page/session) of the actor shown. */
  actorId: string | null;
  replaying: string | null;
  zoomLabel: string;
  sending: boolean;
  onActor: (key: string) => void;
  onLive: () => void;
  onZoom: (change: 'in' | 'out' | 'fit') => void;
  onExport: (format: ExportFormat) => void;
  /** Given in development builds only, for a running actor. */
  onSendEvent?: () => void;
}

export function ChartHeader({ machineId, purpose, file, actors, actorId, replaying, zoomLabel, sending, onActor, onLive, onZoom, onExport, onSendEvent }: ChartHeaderProps) {
  const { t } = useTranslation();
  const current = actors.find((actor) => actorKey(actor) === actorId);
  return (
    <header className="insp-chart-head">
      <div className="insp-chart-title">
        <h1>{machineId}</h1>
        <p>
          {purpose} <code>{file}</code>
        </p>
      </div>
      <div className="insp-chart-tools">
        {replaying ? (
          <button type="button" className="insp-chip is-replay" onClick={onLive} data-testid="back-to-live">
            {t('inspector.chart.replaying', { event: replaying })}
          </button>
        ) : actors.length > 0 ? (
          <label className="insp-actor-select">
            <span className={current?.snapshot.status === 'active' ? 'insp-live-dot' : 'insp-idle-dot'} />
            <select value={actorId ?? ''} onChange={(event) => onActor(event.target.value)} aria-label={t('inspector.chart.actor')}>
              {actors.map((actor) => (
                <option key={actorKey(actor)} value={actorKey(actor)}>
                  {actor.actorId === actor.sessionId ? actor.machineId : actor.actorId} · {stateText(actor.snapshot.value)} {actor.snapshot.status === 'active' ? '' : `(${statusText(t, actor.snapshot.status)})`}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="insp-subtle">{t('inspector.chart.notRunning')}</span>
        )}
        {import.meta.env.DEV && onSendEvent && (
          <button type="button" className="insp-chip is-primary" aria-pressed={sending} onClick={onSendEvent} data-testid="send-event-open">
            {t('inspector.send.open')}
          </button>
        )}
        <div className="insp-zoom" role="group" aria-label={t('inspector.zoom.label')}>
          <button type="button" onClick={() => onZoom('out')} aria-label={t('inspector.zoom.out')}>
            −
          </button>
          <button type="button" onClick={() => onZoom('fit')} title={t('inspector.zoom.fit')}>
            {zoomLabel}
          </button>
          <button type="button" onClick={() => onZoom('in')} aria-label={t('inspector.zoom.in')}>
            +
          </button>
        </div>
        <div className="insp-export-buttons" role="group" aria-label={t('inspector.export.label')}>
          {exportFormats.map((item) => (
            <button key={item.id} type="button" className="insp-chip" onClick={() => onExport(item.id)}>
              {item.label}
            </button>
          ))}
        </div>
      </div>
    </header>
  );
}
