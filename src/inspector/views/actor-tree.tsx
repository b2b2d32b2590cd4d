/**
 * The inspected portal's actors as a tree: each page's root actors with the
 * machines they invoked or spawned nested below them. Choosing one shows its
 * machine with its state.
 */
import { useTranslation } from 'react-i18next';
import type { ActorTreeNode, ActorTreePage } from '../live/actor-tree';
import { actorKey } from '../live/live-store';
import { stateText, statusText } from './format';

export interface ActorTreeProps {
  pages: ActorTreePage[];
  selectedKey: string | null;
  onSelect: (key: string, machineId: string) => void;
}

function Branch({ nodes, selectedKey, onSelect }: { nodes: ActorTreeNode[]; selectedKey: string | null; onSelect: ActorTreeProps['onSelect'] }) {
  const { t } = useTranslation();
  return (
    <ul className="insp-tree-list">
      {nodes.map(({ actor, children }) => {
        const key = actorKey(actor);
        const running = actor.snapshot.status === 'active';
        // An actor without an id of its own goes by its session id (`x:3`): its machine says more.
        const name = actor.actorId === actor.sessionId ? actor.machineId : actor.actorId;
        return (
          <li key={key} data-testid="actor-node" data-actor-id={actor.actorId} data-machine-id={actor.machineId} data-session-id={actor.sessionId}>
            <button type="button" className={key === selectedKey ? 'insp-tree-actor is-selected' : 'insp-tree-actor'} aria-current={key === selectedKey} onClick={() => onSelect(key, actor.machineId)}>
              <span className={running ? 'insp-live-dot' : 'insp-idle-dot'} aria-hidden="true" />
              <span className="insp-tree-name">
                {name}
                {name !== actor.machineId && <small> · {actor.machineId}</small>}
              </span>
              <code className="insp-tree-state">{running ? stateText(actor.snapshot.value) : statusText(t, actor.snapshot.status)}</code>
            </button>
            {children.length > 0 && <Branch nodes={children} selectedKey={selectedKey} onSelect={onSelect} />}
          </li>
        );
      })}
    </ul>
  );
}

export function ActorTree({ pages, selectedKey, onSelect }: ActorTreeProps) {
  const { t } = useTranslation();
  const count = pages.reduce((sum, page) => sum + page.roots.length, 0);
  return (
    <section className="insp-tree" aria-label={t('inspector.tree.title')} data-testid="actor-tree">
      <h2 className="insp-heading">{t('inspector.tree.title')}</h2>
      {count === 0 && <p className="insp-empty">{t('inspector.tree.empty')}</p>}
      {pages.map((page, index) => (
        <div key={page.pageId} className="insp-tree-page">
          {pages.length > 1 && <h3 className="insp-tree-tab">{t('inspector.tree.tab', { number: index + 1 })}</h3>}
          <Branch nodes={page.roots} selectedKey={selectedKey} onSelect={onSelect} />
        </div>
      ))}
    </section>
  );
}
