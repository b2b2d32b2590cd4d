/**
 * A game's frame: a slim toolbar (name, back to the lobby, reload,
 * fullscreen) over the provider's page in an iframe. `page` fills the window
 * below the header (/game); `inline` sits inside the layout (/seamless, the
 * lottery screens). While the page loads a spinner covers it; a page that
 * did not load offers a reload (the screen launches the game again).
 */
import { useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { FrameIcon } from './frame-icons';
import './game-frame.css';

export interface GameFrameViewProps {
  name: string;
  address: string;
  status: 'loading' | 'playing' | 'failed';
  variant: 'page' | 'inline';
  frameRef?: Ref<HTMLIFrameElement>;
  onLoaded(): void;
  onReload(): void;
  /** Absent: no back button (the lottery screens have their own menu). */
  onBack?(): void;
  /** The host's own tools in the bar, after the game's name (the last-game recall). */
  tools?: ReactNode;
}

export function GameFrameView({ name, address, status, variant, frameRef, onLoaded, onReload, onBack, tools }: GameFrameViewProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const fullscreen = () => void root.current?.requestFullscreen?.().catch(() => undefined);
  return (
    <div ref={root} className={`game-frame game-frame--${variant}`} data-testid="game-frame" data-status={status}>
      <div className="game-frame__bar">
        {onBack ? (
          <button type="button" className="game-frame__tool" onClick={onBack} data-testid="game-frame-back">
            <FrameIcon name="back" />
            <span>{t('games.launch.frame.back')}</span>
          </button>
        ) : null}
        <h1 className="game-frame__name" data-testid="game-frame-name">
          {name}
        </h1>
        {tools}
        <button type="button" className="game-frame__tool" onClick={onReload} data-testid="game-frame-reload" aria-label={t('games.launch.frame.reload')} title={t('games.launch.frame.reload')}>
          <Icon name="refresh" size={18} />
        </button>
        <button type="button" className="game-frame__tool" onClick={fullscreen} data-testid="game-frame-fullscreen" aria-label={t('games.launch.frame.fullscreen')} title={t('games.launch.frame.fullscreen')}>
          <FrameIcon name="expand" />
        </button>
      </div>
      <div className="game-frame__stage">
        <iframe
          ref={frameRef}
          className="game-frame__iframe"
          src={address}
          title={name}
          allow="fullscreen; autoplay"
          allowFullScreen
          onLoad={onLoaded}
          data-testid="game-frame-iframe"
        />
        {status === 'loading' ? (
          <div className="game-frame__cover">
            <Spinner label={t('games.launch.frame.loading')} />
            <p>{t('games.launch.frame.loading')}</p>
          </div>
        ) : null}
        {status === 'failed' ? (
          <div className="game-frame__cover" data-testid="game-frame-failed">
            <Icon name="alert" size={32} />
            <p>{t('games.launch.frame.failed')}</p>
            <Button onClick={onReload}>{t('games.launch.frame.reload')}</Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
