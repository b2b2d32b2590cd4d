/**
 * Where a page's favourites stand. A failed load says so with a retry: the
 * hearts would otherwise sit empty and ignore every click without a word.
 * The hidden marker carries the favourites machine's state, which the
 * hearts alone do not tell apart (a toggle on its way, the second's rest).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import './favourite-notice.css';

export interface FavouritesStatusProps {
  /** The machine's state as its ids read (`ready.resting`), or null when no favourites run (visitors, trial accounts). */
  state: string | null;
  failed: boolean;
  onRetry(): void;
}

export function FavouritesStatus({ state, failed, onRetry }: FavouritesStatusProps) {
  const { t } = useTranslation();
  return (
    <>
      <span hidden data-testid="favourites-state" data-state={state ?? 'none'} />
      {failed ? (
        <div className="favourite-notice favourite-notice--failed" role="alert" data-testid="favourites-failed">
          <Icon name="alert" size={18} />
          {t('games.lobby.favourites.loadFailed')}
          <Button variant="secondary" size="sm" onClick={onRetry} data-testid="favourites-retry">
            <span>{t('games.lobby.failed.retry')}</span>
          </Button>
        </div>
      ) : null}
    </>
  );
}
