/**
 * Above the chart: which machine, which of its running actors is shown (or
 * which logged event), zoom, and the export formats.
 */
import type { ActorView } from '../../inspection/bridge-protocol';
import { exportFormats, type ExportFormat } from './export-panel';
import { actorKey } from '../live/live-store';
import { stateText } from './format';

export interface ChartHeaderProps {
  machineId: string;
  purpose: string;
  file: string;
  actors: ActorView[];
  /** Key (page/session) of the actor shown. */
  actorId: string | null;
  ownPageId: string;
  replaying: string | null;
  zoomLabel: string;
  onActor: (sessionId: string) => void;
  onLive: () => void;
  onZoom: (change: 'in' | 'out' | 'fit') => void;
  onExport: (format: ExportFormat) => void;
}

export function ChartHeader({ machineId, purpose, file, actors, actorId, ownPageId, replaying, zoomLabel, onActor, onLive, onZoom, onExport }: ChartHeaderProps) {
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
          <button type="button" className="insp-chip is-replay" onClick={onLive} title="Back to the live state">
            Showing after {replaying} · back to live
          </button>
        ) : actors.length > 0 ? (
          <label className="insp-actor-select">
            <span className={current?.snapshot.status === 'active' ? 'insp-live-dot' : 'insp-idle-dot'} />
            <select value={actorId ?? ''} onChange={(event) => onActor(event.target.value)} aria-label="Actor">
              {actors.map((actor) => (
                <option key={actorKey(actor)} value={actorKey(actor)}>
                  {actor.pageId === ownPageId ? 'this tab' : 'portal tab'} · {actor.actorId} · {stateText(actor.snapshot.value)} {actor.snapshot.status === 'active' ? '' : `(${actor.snapshot.status})`}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="insp-subtle">Not running</span>
        )}
        <div className="insp-zoom" role="group" aria-label="Zoom">
          <button type="button" onClick={() => onZoom('out')} aria-label="Zoom out">
            −
          </button>
          <button type="button" onClick={() => onZoom('fit')} title="Fit to the panel">
            {zoomLabel}
          </button>
          <button type="button" onClick={() => onZoom('in')} aria-label="Zoom in">
            +
          </button>
        </div>
        <div className="insp-export-buttons" role="group" aria-label="Export">
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
