/**
 * The registry as a list: every machine with its purpose, its size, and how
 * many of its actors are running right now.
 */
import { useTranslation } from 'react-i18next';

export interface MachineListItem {
  id: string;
  purpose: string;
  states: number;
  transitions: number;
  running: number;
}

export function MachineList({ items, selectedId, onSelect }: { items: MachineListItem[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="insp-machines" aria-label={t('inspector.machines.title')}>
      <h2 className="insp-heading">
        {t('inspector.machines.title')} <span className="insp-count">{items.length}</span>
      </h2>
      {items.length === 0 && <p className="insp-empty">{t('inspector.machines.none')}</p>}
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className={item.id === selectedId ? 'insp-machine is-selected' : 'insp-machine'} data-machine-id={item.id} aria-current={item.id === selectedId} onClick={() => onSelect(item.id)}>
              <span className="insp-machine-name">
                {item.id}
                {item.running > 0 && (
                  <span className="insp-live-dot" title={t('inspector.machines.running', { count: item.running })}>
                    {item.running > 1 ? item.running : ''}
                  </span>
                )}
              </span>
              <span className="insp-machine-purpose">{item.purpose}</span>
              <span className="insp-machine-size">{t('inspector.machines.size', { states: item.states, transitions: item.transitions })}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
