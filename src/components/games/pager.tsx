/** Pages of a game list: previous, the numbers around the current page, next, and how many pages there are. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import { pageWindow } from './page-window';
import './pager.css';

export function Pager({ pageNo, totalPages, onPage }: { pageNo: number; totalPages: number; onPage(pageNo: number): void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('games.lobby.pager.label')} data-testid="pager">
      <button type="button" className="pager__step" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)} aria-label={t('games.lobby.pager.previous')}>
        <Icon name="chevronRight" size={16} className="pager__back" />
      </button>
      {pageWindow(pageNo, totalPages).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button key={page} type="button" className={page === pageNo ? 'pager__page is-current' : 'pager__page'} aria-current={page === pageNo ? 'page' : undefined} onClick={() => onPage(page)}>
            {page}
          </button>
        ),
      )}
      <button type="button" className="pager__step" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)} aria-label={t('games.lobby.pager.next')}>
        <Icon name="chevronRight" size={16} />
      </button>
      <span className="pager__total" data-testid="pager-total">
        {t('games.lobby.pager.total', { page: pageNo, total: totalPages })}
      </span>
    </nav>
  );
}
