/**
 * One logged event: its payload, the transitions it took, the state before
 * and after, and the context after it with every field that changed since
 * the snapshot before marked, its old value beside the new one.
 */
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../inspection/bridge-protocol';
import { changesByField, contextChanges, type ChangeKind, type ContextChange } from '../live/context-diff';
import { clock, pretty, stateText, statusText } from './format';

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

function ChangeBadge({ kind }: { kind: ChangeKind }) {
  const { t } = useTranslation();
  const label = kind === 'added' ? t('inspector.diff.added') : kind === 'removed' ? t('inspector.diff.removed') : t('inspector.diff.changed');
  return <span className={`insp-change-badge is-${kind}`}>{label}</span>;
}

/** Leaf changes inside one field; a field that changed as a whole shows its old value. */
function FieldChanges({ field, changes }: { field: string; changes: ContextChange[] }) {
  const { t } = useTranslation();
  return (
    <ul className="insp-field-changes">
      {changes.map((change) => (
        <li key={change.path}>
          {change.path !== field && <code className="insp-change-path">{change.path.slice(field.length + 1)}</code>}
          {change.kind !== 'added' && (
            <del title={t('inspector.diff.before')}>
              <code>{short(change.before)}</code>
            </del>
          )}
          {change.kind === 'changed' && <span aria-hidden="true"> → </span>}
          {change.kind !== 'removed' && (
            <ins title={t('inspector.diff.after')}>
              <code>{short(change.after)}</code>
            </ins>
          )}
        </li>
      ))}
    </ul>
  );
}

function ContextDiff({ entry }: { entry: LogEntry }) {
  const { t } = useTranslation();
  const before = (entry.before?.context ?? {}) as Record<string, unknown>;
  const after = (entry.after.context ?? {}) as Record<string, unknown>;
  // The event that starts an actor has nothing to compare with: its whole context is new, none of it a change.
  const byField = entry.before ? changesByField(contextChanges(before, after)) : new Map<string, ContextChange[]>();
  // Changed fields first: a context of twenty fields would otherwise hide its one change below the fold.
  const all = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const fields = [...all.filter((key) => byField.has(key)), ...all.filter((key) => !byField.has(key))];
  return (
    <div className="insp-diff" data-testid="context-diff">
      <h3>
        {t('inspector.diff.title')} <small>{!entry.before ? t('inspector.diff.first') : byField.size ? t('inspector.diff.summary', { count: byField.size }) : t('inspector.diff.none')}</small>
      </h3>
      <dl className="insp-context">
        {fields.length === 0 && <dd className="insp-empty">{t('inspector.diff.empty')}</dd>}
        {fields.map((key) => {
          const changes = byField.get(key);
          const kind: ChangeKind | undefined = changes ? (changes.length === 1 && changes[0].path === key ? changes[0].kind : 'changed') : undefined;
          return (
            <div key={key} className={kind ? `is-changed is-${kind}` : undefined} data-field={key} data-change={kind ?? 'same'}>
              <dt>
                {key} {kind && <ChangeBadge kind={kind} />}
              </dt>
              <dd>
                {kind !== 'removed' && <pre>{pretty(after[key])}</pre>}
                {changes && <FieldChanges field={key} changes={changes} />}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

export function SnapshotDetail({ entry, onClose }: { entry: LogEntry; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="insp-detail" aria-label={t('inspector.detail.label')} data-testid="event-detail">
      <header className="insp-panel-head">
        <h2 className="insp-heading">
          {entry.event.type}{' '}
          <small>
            {entry.machineId} · {clock(entry.at)}
          </small>
        </h2>
        <button type="button" className="insp-icon-button" aria-label={t('inspector.detail.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <pre className="insp-payload">{pretty(entry.event)}</pre>
      {entry.transitions.length > 0 && (
        <ul className="insp-transitions" aria-label={t('inspector.detail.transitions')}>
          {entry.transitions.map((key) => (
            <li key={key}>
              <code>{key.split('|').slice(0, 2).join(' · ') || key}</code>
            </li>
          ))}
        </ul>
      )}
      <p className="insp-state-change" data-testid="state-change">
        {entry.before ? <code>{stateText(entry.before.value)}</code> : <span className="insp-subtle">{t('inspector.detail.started')}</span>}
        <span aria-hidden="true"> → </span>
        <code className="is-after">{stateText(entry.after.value)}</code>
        {entry.after.status !== 'active' && <span className="insp-status">{statusText(t, entry.after.status)}</span>}
      </p>
      <ContextDiff entry={entry} />
    </section>
  );
}
