/** Previous / next over a paged list, with "page n of m" and, when given, the total. One for every list of the back office. */
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface PagerProps {
  page: number;
  pages: number;
  total?: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pages, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  return (
    <div className="bo-pager">
      {total !== undefined && <span>{t('backoffice.queue.total', { count: total })}</span>}
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('backoffice.queue.previous')}
      </Button>
      <span>{t('backoffice.queue.page', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('backoffice.queue.next')}
      </Button>
    </div>
  );
}
