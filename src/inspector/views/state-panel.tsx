/**
 * A selected state: what it is and the shortest sequence of events that
 * reaches it from the initial state, with the machine's model event cases.
 */
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
  return (
    <section className="insp-state-panel" aria-label="Selected state" data-testid="state-path">
      <header className="insp-panel-head">
        <h2 className="insp-heading">
          {node.key} <small>{node.type} · #{node.id}</small>
        </h2>
        <button type="button" className="insp-icon-button" aria-label="Close state" onClick={onClose}>
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
            Shortest path from the initial state: {plan.steps.length === 0 ? 'it is active from the start.' : `${plan.steps.length} event${plan.steps.length > 1 ? 's' : ''}.`}
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
        <p className="insp-warning">No path reaches this state with the event cases in the machine's model.</p>
      )}
    </section>
  );
}
