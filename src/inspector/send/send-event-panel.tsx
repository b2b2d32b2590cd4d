/**
 * Development builds only (the inspector loads this module behind
 * `import.meta.env.DEV`): sends one event to a live actor of a portal tab,
 * picked from the event cases of its machine's `.model.ts` and editable
 * before it goes. The portal's bridge hands it to the actor; the log then
 * shows what the actor did with it.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSPECTOR_CHANNEL, type ActorView, type BridgeMessage } from '../../inspection/bridge-protocol';
import type { MachineEntry } from '../../machines/registry';
import type { MachineGraph } from '../graph/machine-graph';
import { stateText } from '../views/format';
import { parseEvent, sendableCases } from './event-cases';

export interface SendEventPanelProps {
  entry: MachineEntry;
  graph: MachineGraph;
  actor: ActorView;
  onClose: () => void;
}

const caseText = (event: object) => JSON.stringify(event, null, 2);

function post(message: BridgeMessage): void {
  const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

export default function SendEventPanel({ entry, graph, actor, onClose }: SendEventPanelProps) {
  const { t } = useTranslation();
  const cases = useMemo(() => sendableCases(entry.model.events, graph, new Set(actor.snapshot.states)), [entry, graph, actor.snapshot.states]);
  const [chosen, setChosen] = useState(cases[0]?.index ?? -1);
  const [text, setText] = useState(cases[0] ? caseText(cases[0].event) : '');
  const [status, setStatus] = useState<{ sent: string } | { error: 'json' | 'type' } | null>(null);

  const choose = (index: number) => {
    const picked = cases.find((item) => item.index === index);
    setChosen(index);
    setText(picked ? caseText(picked.event) : '');
    setStatus(null);
  };
  const send = () => {
    const parsed = parseEvent(text);
    if ('error' in parsed) return setStatus(parsed);
    post({ kind: 'send-event', pageId: actor.pageId, sessionId: actor.sessionId, event: parsed.event });
    setStatus({ sent: parsed.event.type });
  };

  return (
    <section className="insp-send" aria-label={t('inspector.send.label')} data-testid="send-event-panel">
      <header className="insp-panel-head">
        <h2 className="insp-heading">
          {t('inspector.send.title')}{' '}
          <small>
            {actor.actorId === actor.sessionId ? actor.machineId : actor.actorId} · {stateText(actor.snapshot.value)}
          </small>
        </h2>
        <button type="button" className="insp-icon-button" aria-label={t('inspector.send.close')} onClick={onClose}>
          ×
        </button>
      </header>
      {cases.length === 0 ? (
        <p className="insp-empty">{t('inspector.send.noCases')}</p>
      ) : (
        <form
          className="insp-send-form"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label>
            <span>{t('inspector.send.case')}</span>
            <select value={chosen} onChange={(event) => choose(Number(event.target.value))} data-testid="send-event-case">
              {cases.map((item) => (
                <option key={item.index} value={item.index}>
                  {JSON.stringify(item.event).slice(0, 90)}
                  {item.handled ? '' : ` (${t('inspector.send.notHandled')})`}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('inspector.send.payload')}</span>
            <textarea value={text} rows={Math.min(10, text.split('\n').length + 1)} spellCheck={false} onChange={(event) => setText(event.target.value)} data-testid="send-event-payload" />
          </label>
          <div className="insp-send-actions">
            <button type="submit" className="insp-chip is-primary" disabled={actor.snapshot.status !== 'active'}>
              {t('inspector.send.submit')}
            </button>
            <p role="status" className={status && 'error' in status ? 'insp-warning' : 'insp-subtle'} data-testid="send-event-status">
              {status === null ? '' : 'sent' in status ? t('inspector.send.sent', { event: status.sent }) : status.error === 'json' ? t('inspector.send.badJson') : t('inspector.send.noType')}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
