/** The speed-test modal: every domain with its speed, quality bar and type, fastest first. */
import { useTranslation } from 'react-i18next';
import type { SpeedEntryView, SpeedTestView as SpeedTestViewModel } from '../../machines/speed-test/speed-test.selectors';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import './speed-test.css';

export interface SpeedTestViewProps {
  view: SpeedTestViewModel;
  onRetest(): void;
  /** Opens the site on that domain; absent when the page cannot navigate. */
  onOpen?(domainName: string): void;
}

/** Shown without the scheme: the host is what players recognise. */
const hostOf = (domainName: string) => domainName.replace(/^https?:\/\//i, '');

function statusText(view: SpeedTestViewModel, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (view.phase === 'loading') return t('speedTest.status.loading');
  if (view.phase === 'measuring') return t('speedTest.status.measuring', { current: view.measured + 1, total: view.total });
  if (view.phase === 'failed') return t('speedTest.status.failed');
  return view.entries.length === 0 ? t('speedTest.status.empty') : t('speedTest.status.done');
}

function EntryRow({ entry, rank, onOpen }: { entry: SpeedEntryView; rank: number; onOpen?(domainName: string): void }) {
  const { t } = useTranslation();
  const kind = entry.failed ? 'failed' : entry.type;
  return (
    <li className={`speed-entry speed-entry--${kind}`} data-testid="speed-entry" data-type={entry.type} data-speed={entry.speed} data-failed={entry.failed}>
      <span className="speed-entry__rank">{rank}</span>
      <div className="speed-entry__main">
        <span className="speed-entry__domain" title={entry.domainName}>
          <span className="speed-entry__host">{hostOf(entry.domainName)}</span>
          {rank === 1 && !entry.failed ? <em className="speed-entry__best">{t('speedTest.best')}</em> : null}
        </span>
        <span className="speed-entry__description">{t(entry.descriptionKey)}</span>
      </div>
      <div className="speed-entry__quality">
        <span className="speed-entry__bar" aria-hidden="true">
          <span style={{ width: `${entry.percentage}%` }} />
        </span>
        <span className="speed-entry__percentage">{entry.percentage}%</span>
      </div>
      <span className="speed-entry__speed" data-testid="speed-value">
        {t('speedTest.speed', { speed: entry.speed })}
      </span>
      <span className="speed-entry__type">{t(entry.typeKey)}</span>
      {onOpen ? (
        <button type="button" className="speed-entry__open" disabled={entry.failed} onClick={() => onOpen(entry.domainName)} aria-label={`${t('speedTest.action.open')} ${hostOf(entry.domainName)}`}>
          <Icon name="chevronRight" size={16} />
        </button>
      ) : null}
    </li>
  );
}

export function SpeedTestView({ view, onRetest, onOpen }: SpeedTestViewProps) {
  const { t } = useTranslation();
  const progress = view.total > 0 ? Math.round((view.measured / view.total) * 100) : 0;
  return (
    <div className="speed-test" data-testid="speed-test" data-phase={view.phase}>
      <div className="speed-test__head">
        <span className="speed-test__badge">
          <Icon name="spark" size={22} />
        </span>
        <div>
          <h2 className="speed-test__title">{t('speedTest.title')}</h2>
          <p className="speed-test__subtitle">{t('speedTest.subtitle')}</p>
        </div>
      </div>

      <div className={`speed-test__status speed-test__status--${view.phase}`} role="status">
        <span className="speed-test__pulse" aria-hidden="true" />
        <span>{statusText(view, t)}</span>
        {view.busy ? (
          <span className="speed-test__progress" aria-hidden="true">
            <span style={{ width: `${view.phase === 'loading' ? 8 : Math.max(progress, 8)}%` }} />
          </span>
        ) : null}
      </div>

      {view.entries.length > 0 || view.pending.length > 0 ? (
        <ol className="speed-test__list" data-testid="speed-list">
          {view.entries.map((entry, index) => (
            <EntryRow key={entry.domainName} entry={entry} rank={index + 1} onOpen={onOpen} />
          ))}
          {view.pending.map((domainName, index) => (
            <li key={domainName} className={`speed-entry speed-entry--pending${index === 0 ? ' is-testing' : ''}`} aria-busy="true">
              <span className="speed-entry__rank">{view.entries.length + index + 1}</span>
              <div className="speed-entry__main">
                <span className="speed-entry__domain">{hostOf(domainName)}</span>
                <span className="speed-entry__skeleton" />
              </div>
            </li>
          ))}
        </ol>
      ) : null}

      <div className="speed-test__foot">
        <Button variant="primary" size="lg" onClick={onRetest} disabled={!view.canRetest} data-testid="speed-retest">
          <Icon name="refresh" size={18} />
          {t('speedTest.action.retest')}
        </Button>
      </div>
    </div>
  );
}
