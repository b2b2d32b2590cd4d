/** Pages of a record table: previous, the numbers around the current page, next, and the row count. */
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../../games/page-window';
import { Icon } from '../../ui/icons';
import './records.css';

export interface RecordsPagerProps {
  pageNo: number;
  totalPages: number;
  total: number;
  onPage(pageNo: number): void;
  /** Name of the pager's navigation landmark; a page with several pagers names each after its list. */
  label?: string;
}

export function RecordsPager({ pageNo, totalPages, total, onPage, label }: RecordsPagerProps) {
  const { t } = useTranslation();
  return (
    <nav className="mc-pager" aria-label={label ?? t('memberCentre.records.pager.label')} data-testid="records-pager">
      <span className="mc-pager__total" data-testid="records-total">
        {t('memberCentre.records.pager.total', { count: total })}
      </span>
      {totalPages > 1 ? (
        <div className="mc-pager__pages">
          <button type="button" className="mc-pager__step" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)} aria-label={t('memberCentre.records.pager.previous')}>
            <Icon name="chevronRight" size={14} className="mc-flip" />
          </button>
          {pageWindow(pageNo, totalPages).map((page, index) =>
            page === null ? (
              <span key={`gap-${index}`} className="mc-pager__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={page}
                type="button"
                className={page === pageNo ? 'mc-pager__page is-current' : 'mc-pager__page'}
                aria-current={page === pageNo ? 'page' : undefined}
                onClick={() => onPage(page)}
                data-testid={`records-page-${page}`}
              >
                {page}
              </button>
            ),
          )}
          <button type="button" className="mc-pager__step" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)} aria-label={t('memberCentre.records.pager.next')}>
            <Icon name="chevronRight" size={14} />
          </button>
        </div>
      ) : null}
    </nav>
  );
}
