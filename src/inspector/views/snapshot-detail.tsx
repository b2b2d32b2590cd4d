/**
 * One logged event: its payload, the transitions it took, and the snapshot
 * before and after, with the context keys that changed marked.
 */
import type { LogEntry, SnapshotView } from '../../inspection/bridge-protocol';
import { clock, pretty, stateText } from './format';

function changedKeys(before: SnapshotView | null, after: SnapshotView): Set<string> {
  const a = (before?.context ?? {}) as Record<string, unknown>;
  const b = (after.context ?? {}) as Record<string, unknown>;
  return new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key])));
}

function Snapshot({ title, snapshot, changed, testId }: { title: string; snapshot: SnapshotView | null; changed: Set<string>; testId: string }) {
  const context = (snapshot?.context ?? {}) as Record<string, unknown>;
  return (
    <div className="insp-snapshot" data-testid={testId}>
      <h3>{title}</h3>
      {snapshot ? (
        <>
          <p className="insp-snapshot-state">
            <code>{stateText(snapshot.value)}</code>
            {snapshot.status !== 'active' && <span className="insp-status">{snapshot.status}</span>}
          </p>
          <dl className="insp-context">
            {Object.keys(context).length === 0 && <dd className="insp-empty">empty context</dd>}
            {Object.entries(context).map(([key, value]) => (
              <div key={key} className={changed.has(key) ? 'is-changed' : undefined}>
                <dt>{key}</dt>
                <dd>
                  <pre>{pretty(value)}</pre>
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="insp-empty">Not running yet: this event started the actor.</p>
      )}
    </div>
  );
}

export function SnapshotDetail({ entry, onClose }: { entry: LogEntry; onClose: () => void }) {
  const changed = changedKeys(entry.before, entry.after);
  return (
    <section className="insp-detail" aria-label="Event detail" data-testid="event-detail">
      <header className="insp-panel-head">
        <h2 className="insp-heading">
          {entry.event.type} <small>{entry.machineId} · {clock(entry.at)}</small>
        </h2>
        <button type="button" className="insp-icon-button" aria-label="Close event detail" onClick={onClose}>
          ×
        </button>
      </header>
      <pre className="insp-payload">{pretty(entry.event)}</pre>
      {entry.transitions.length > 0 && (
        <ul className="insp-transitions">
          {entry.transitions.map((key) => (
            <li key={key}>
              <code>{key.split('|').slice(0, 2).join(' · ') || key}</code>
            </li>
          ))}
        </ul>
      )}
      <div className="insp-snapshots">
        <Snapshot title="Before" snapshot={entry.before} changed={changed} testId="snapshot-before" />
        <Snapshot title="After" snapshot={entry.after} changed={changed} testId="snapshot-after" />
      </div>
    </section>
  );
}
