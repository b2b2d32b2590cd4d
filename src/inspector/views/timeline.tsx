/**
 * The shown actor's events on a line to scrub: each position is the snapshot
 * after one event (drawn on the chart, its context in the detail), the end is
 * the live state. A range input, so arrows, Home and End move along it.
 */
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../inspection/bridge-protocol';
import { eventLabel } from '../graph/describe';
import { clock } from './format';

export interface TimelineProps {
  history: LogEntry[];
  /** Index in `history`; `history.length` is live. */
  position: number;
  onScrub: (position: number) => void;
}

export function Timeline({ history, position, onScrub }: TimelineProps) {
  const { t } = useTranslation();
  const live = position >= history.length;
  const entry = live ? null : history[position];
  const text = entry ? t('inspector.timeline.at', { number: position + 1, total: history.length, event: eventLabel(entry.event.type) }) : t('inspector.timeline.live');
  if (history.length === 0) return null;
  return (
    <section className="insp-timeline" aria-label={t('inspector.timeline.title')} data-testid="timeline">
      <button type="button" className="insp-icon-button" onClick={() => onScrub(Math.max(0, position - 1))} disabled={position === 0} aria-label={t('inspector.timeline.previous')}>
        ‹
      </button>
      <div className="insp-timeline-track">
        <div className="insp-timeline-ticks" aria-hidden="true">
          {history.map((item, index) => (
            <span key={item.seq} className={[item.transitions.length ? 'has-transition' : '', index === position ? 'is-current' : ''].join(' ')} style={{ left: `${(index / history.length) * 100}%` }} />
          ))}
        </div>
        <input type="range" min={0} max={history.length} step={1} value={Math.min(position, history.length)} aria-label={t('inspector.timeline.title')} aria-valuetext={text} onChange={(event) => onScrub(Number(event.target.value))} data-testid="timeline-range" />
      </div>
      <button type="button" className="insp-icon-button" onClick={() => onScrub(Math.min(history.length, position + 1))} disabled={live} aria-label={t('inspector.timeline.next')}>
        ›
      </button>
      <p className="insp-timeline-label" aria-live="polite" data-testid="timeline-label">
        {entry ? (
          <>
            <strong>{text}</strong> <time>{clock(entry.at)}</time>
          </>
        ) : (
          <strong>{text}</strong>
        )}
      </p>
      <button type="button" className="insp-chip" aria-pressed={live} onClick={() => onScrub(history.length)}>
        {t('inspector.timeline.goLive')}
      </button>
    </section>
  );
}
