/**
 * A selected state: what it is and the shortest sequence of events that
 * reaches it from the initial state, with the machine's model event cases.
 */
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '../graph/machine-graph';
import { formatEvent } from '../paths/format-plan';
import type { Plan } from '../paths/plan';

export interface StatePanelProps {
  node: GraphNode;
  /** Everything the state runs and handles without leaving (the box may show only part). */
  details: string[];
  plan: Plan | null;
  error: string | null;
  onClose: () => void;
}

export function StatePanel({ node, details, plan, error, onClose }: StatePanelProps) {
  const { t } = useTranslation();
  return (
    <section className="insp-state-panel" aria-label={t('inspector.state.label')} data-testid="state-path">
      <header className="insp-panel-head">
        <h2 className="insp-heading">
          {node.key} <small>{node.type} · #{node.id}</small>
        </h2>
        <button type="button" className="insp-icon-button" aria-label={t('inspector.state.close')} onClick={onClose}>
          ×
        </button>
      </header>
      {node.description && <p className="insp-description">{node.description}</p>}
      {details.length > 0 && (
        <ul className="insp-state-details">
          {details.map((line) => (
            <li key={line}>
              <code>{line}</code>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className="insp-warning">{error}</p>
      ) : plan ? (
        <>
          <p className="insp-subtle">
            {plan.steps.length === 0 ? t('inspector.state.fromStart') : t('inspector.state.shortest', { count: plan.steps.length })}
          </p>
          <ol className="insp-path">
            <li className="insp-path-start">
              <code>{plan.start.state}</code>
            </li>
            {plan.steps.map((step, index) => (
              <li key={index}>
                <code className="insp-path-event">{formatEvent(step.event, 140)}</code>
                <span className="insp-path-arrow">→</span>
                <code>{step.state}</code>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="insp-warning">{t('inspector.state.noPath')}</p>
      )}
    </section>
  );
}
