/**
 * The slide-puzzle human check: the challenge picture with a hole, the piece
 * on top of it and a slider underneath. Dragging the handle (or the piece)
 * moves the piece; letting go sends the drop and its trail once. The handle
 * is a slider for the keyboard too: arrows step the piece, Enter confirms.
 * The panel is a modal dialog of its own: focus stays inside, lands on the
 * handle when a picture is ready and on "Try again" after a miss, and Escape
 * cancels the check.
 */
import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodes } from '../../services/error-codes';
import type { SlideGesture } from '../../services/schemas/account';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { useFocusTrap } from '../ui/use-focus-trap';
import { useSlideDrag, type TrailPoint } from './use-slide-drag';
import { useSlideKeys } from './use-slide-keys';
import './slide-puzzle.css';

export type SlidePhase = 'loading' | 'dragging' | 'checking' | 'verifying' | 'passed' | 'failed' | 'expired';

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
  onDrop(x: number, trail: TrailPoint[], gesture: SlideGesture): void;
  onRefresh(): void;
  onRetry(): void;
  onCancel(): void;
}

/** Failures that are not the piece's: a device that kept failing is told to wait, a proof of work that failed says so. */
const ownMessages: readonly string[] = [errorCodes.tooManyRequests, errorCodes.proofOfWorkFailed, errorCodes.proofOfWorkInvalid];

const failureMessage = (phase: SlidePhase, errorCode: string | null): string =>
  phase === 'expired' ? 'humanCheck.expired' : errorCode && ownMessages.includes(errorCode) ? `errors.${errorCode}` : 'humanCheck.failed';

/** The veil's text while something is on its way; the proof of work's wait is the quiet one. */
const waitLabels: Partial<Record<SlidePhase, string>> = { loading: 'humanCheck.loading', checking: 'humanCheck.checking', verifying: 'humanCheck.verifying' };

const png = (base64: string) => (base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`);

export function SlidePuzzle({ view, onDrop, onRefresh, onRetry, onCancel }: SlidePuzzleProps) {
  const { t } = useTranslation();
  const { challenge, phase } = view;
  const width = challenge?.width ?? 300;
  const height = challenge?.height ?? 150;
  const pieceSize = challenge?.pieceSize ?? 50;
  const maxX = width - pieceSize;
  const resetKey = challenge?.id ?? null;
  const { x, setX, dragging, handlers } = useSlideDrag({ maxX, enabled: view.canDrag, resetKey, onDrop });
  const onSliderKey = useSlideKeys({ x, maxX, enabled: view.canDrag && !dragging, resetKey, moveTo: setX, onDrop });
  const trackFill = x + pieceSize / 2;
  const hintId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const retry = useRef<HTMLButtonElement>(null);

  useFocusTrap(panel);

  // Focus goes where the next step is: the handle on a fresh picture, "Try again" after a miss.
  useEffect(() => {
    if (phase === 'dragging') handle.current?.focus();
    if (phase === 'failed' || phase === 'expired') retry.current?.focus();
  }, [phase, resetKey]);

  const onPanelKey = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The check sits inside another dialog (login, registration): Escape cancels the check, not that dialog.
    event.stopPropagation();
    onCancel();
  };

  return (
    <div className="slide-overlay" data-testid="human-check" data-phase={phase}>
      <div ref={panel} className="slide-panel" role="dialog" aria-modal="true" aria-label={t('humanCheck.title')} tabIndex={-1} style={{ width: width + 48 }} onKeyDown={onPanelKey}>
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
          {waitLabels[phase] ? (
            <div className={phase === 'checking' ? 'slide-stage__veil is-quiet' : 'slide-stage__veil'} data-testid={`human-check-${phase}`}>
              <Spinner size={phase === 'checking' ? 20 : 32} label={t(waitLabels[phase])} />
              <span>{t(waitLabels[phase])}</span>
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
                <button ref={retry} type="button" className="slide-stage__retry" onClick={onRetry} data-testid="human-check-retry">
                  <Icon name="refresh" size={14} />
                  {t('humanCheck.retry')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>

        <div className={view.canDrag ? 'slide-track' : 'slide-track is-disabled'} style={{ width }}>
          <div className="slide-track__fill" style={{ width: x > 0 ? trackFill : 0 }} />
          <span className="slide-track__hint" aria-hidden="true">
            {x > 0 ? '' : t('humanCheck.hint')}
          </span>
          <div
            ref={handle}
            role="slider"
            tabIndex={view.canDrag ? 0 : -1}
            className={dragging ? 'slide-track__handle is-dragging' : 'slide-track__handle'}
            style={{ transform: `translateX(${x}px)`, width: pieceSize }}
            aria-label={t('humanCheck.handle')}
            aria-describedby={hintId}
            aria-valuemin={0}
            aria-valuemax={maxX}
            aria-valuenow={Math.round(x)}
            aria-disabled={!view.canDrag}
            data-testid="human-check-handle"
            onKeyDown={onSliderKey}
            {...handlers}
          >
            <Icon name="chevronRight" size={18} />
          </div>
        </div>
        <p id={hintId} className="slide-panel__keys">
          {t('humanCheck.keysHint')}
        </p>
      </div>
    </div>
  );
}
