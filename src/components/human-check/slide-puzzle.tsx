/**
 * The slide-puzzle human check: the challenge picture with a hole, the piece
 * on top of it and a slider underneath. Dragging the handle (or the piece)
 * moves the piece; letting go sends the drop and its trail once.
 */
import { useTranslation } from 'react-i18next';
import { errorCodes } from '../../services/error-codes';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { useSlideDrag, type TrailPoint } from './use-slide-drag';
import './slide-puzzle.css';

export type SlidePhase = 'loading' | 'dragging' | 'verifying' | 'passed' | 'failed' | 'expired';

export interface SlideChallengeView {
  id: string;
  background: string;
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  y: number;
}

export interface SlidePuzzleView {
  phase: SlidePhase;
  challenge: SlideChallengeView | null;
  errorCode: string | null;
  canDrag: boolean;
  canRetry: boolean;
}

export interface SlidePuzzleProps {
  view: SlidePuzzleView;
  onDrop(x: number, trail: TrailPoint[]): void;
  onRefresh(): void;
  onRetry(): void;
  onCancel(): void;
}

/** A device that kept failing is told to wait, not that the piece did not fit. */
const failureMessage = (phase: SlidePhase, errorCode: string | null): string =>
  phase === 'expired' ? 'humanCheck.expired' : errorCode === errorCodes.tooManyRequests ? `errors.${errorCodes.tooManyRequests}` : 'humanCheck.failed';

const png = (base64: string) => (base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`);

export function SlidePuzzle({ view, onDrop, onRefresh, onRetry, onCancel }: SlidePuzzleProps) {
  const { t } = useTranslation();
  const { challenge, phase } = view;
  const width = challenge?.width ?? 300;
  const height = challenge?.height ?? 150;
  const pieceSize = challenge?.pieceSize ?? 50;
  const { x, dragging, handlers } = useSlideDrag({ maxX: width - pieceSize, enabled: view.canDrag, resetKey: challenge?.id ?? null, onDrop });
  const trackFill = x + pieceSize / 2;

  return (
    <div className="slide-overlay" role="dialog" aria-modal="true" aria-label={t('humanCheck.title')} data-testid="human-check" data-phase={phase}>
      <div className="slide-panel" style={{ width: width + 48 }}>
        <div className="slide-panel__head">
          <Icon name="shield" size={18} />
          <h3>{t('humanCheck.title')}</h3>
          <button type="button" className="slide-panel__tool" aria-label={t('humanCheck.refresh')} onClick={onRefresh} disabled={phase !== 'dragging' || dragging} data-testid="human-check-refresh">
            <Icon name="refresh" size={16} />
          </button>
          <button type="button" className="slide-panel__tool" aria-label={t('humanCheck.cancel')} onClick={onCancel} data-testid="human-check-cancel">
            <Icon name="close" size={16} />
          </button>
        </div>

        <div className="slide-stage" style={{ width, height }}>
          {challenge ? (
            <>
              <img className="slide-stage__background" src={png(challenge.background)} alt="" width={width} height={height} draggable={false} />
              <img
                className={dragging ? 'slide-stage__piece is-dragging' : 'slide-stage__piece'}
                src={png(challenge.piece)}
                alt=""
                width={pieceSize}
                height={pieceSize}
                draggable={false}
                style={{ transform: `translate(${x}px, ${challenge.y}px)` }}
                {...handlers}
              />
            </>
          ) : null}
          {phase === 'loading' || phase === 'verifying' ? (
            <div className="slide-stage__veil">
              <Spinner size={32} label={t(phase === 'loading' ? 'humanCheck.loading' : 'humanCheck.verifying')} />
              <span>{t(phase === 'loading' ? 'humanCheck.loading' : 'humanCheck.verifying')}</span>
            </div>
          ) : null}
          {phase === 'passed' ? (
            <div className="slide-stage__veil is-success">
              <Icon name="shield" size={32} />
              <span>{t('humanCheck.passed')}</span>
            </div>
          ) : null}
          {phase === 'failed' || phase === 'expired' ? (
            <div className="slide-stage__veil is-error" role="alert">
              <Icon name="alert" size={28} />
              <span data-testid="human-check-error">{t(failureMessage(phase, view.errorCode))}</span>
              {view.canRetry ? (
                <button type="button" className="slide-stage__retry" onClick={onRetry} data-testid="human-check-retry">
                  <Icon name="refresh" size={14} />
                  {t('humanCheck.retry')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>

        <div className={view.canDrag ? 'slide-track' : 'slide-track is-disabled'} style={{ width }}>
          <div className="slide-track__fill" style={{ width: x > 0 ? trackFill : 0 }} />
          <span className="slide-track__hint">{x > 0 ? '' : t('humanCheck.hint')}</span>
          <button
            type="button"
            className={dragging ? 'slide-track__handle is-dragging' : 'slide-track__handle'}
            style={{ transform: `translateX(${x}px)`, width: pieceSize }}
            aria-label={t('humanCheck.handle')}
            disabled={!view.canDrag}
            data-testid="human-check-handle"
            {...handlers}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      </div>
    </div>
  );
}
