/**
 * Any kind's open drafts (continue, discard) and published rows (edit,
 * unpublish): the kind names its own columns, the generic ones (what a draft
 * changes, who wrote it last, the actions) are the same for every kind.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { formatTime } from '../format';
import type { DraftRow } from '../../services/content.api';
import type { Column } from './content-kind';

export interface ContentTablesProps<B, R extends { id: number }> {
  /** Test ids `<name>-drafts` and `<name>-published`. */
  name: string;
  draftColumns: Column<B>[];
  publishedColumns: Column<R>[];
  published: R[];
  drafts: DraftRow<B>[];
  busy: boolean;
  onEdit(row: R): void;
  onUnpublish(id: number): void;
  /** The unpublish button's text when not "Unpublish", and the rows that offer it (all when not given). */
  unpublishLabel?: string;
  canUnpublish?(row: R): boolean;
  onContinue(draft: DraftRow<B>): void;
  onDiscard(id: number): void;
}

function Head({ columns, after }: { columns: Column<never>[]; after: string[] }) {
  return (
    <thead>
      <tr>
        {[...columns, ...after.map((header) => ({ header, numeric: false }))].map(({ header, numeric }) => (
          <th scope="col" key={header} className={numeric ? 'bo-num' : undefined}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const cells = <R,>(columns: Column<R>[], row: R) =>
  columns.map((column) => (
    <td key={column.header} className={column.numeric ? 'bo-num' : undefined}>
      {column.cell(row)}
    </td>
  ));

export function ContentTables<B, R extends { id: number }>(props: ContentTablesProps<B, R>) {
  const { name, draftColumns, publishedColumns, published, drafts, busy } = props;
  const { t, i18n } = useTranslation();
  const actions = t('backoffice.content.actions');
  return (
    <>
      <h2>{t('backoffice.content.drafts')}</h2>
      {drafts.length === 0 ? (
        <p className="bo-empty">{t('backoffice.content.noDrafts')}</p>
      ) : (
        <table className="bo-table" data-testid={`${name}-drafts`}>
          <Head columns={draftColumns} after={[t('backoffice.content.changes'), t('backoffice.content.author'), actions]} />
          <tbody>
            {drafts.map((draft) => (
              <tr key={draft.id}>
                {cells(draftColumns, draft.body)}
                <td>{draft.targetId === null ? t('backoffice.content.newItem') : t('backoffice.content.changesItem', { id: draft.targetId })}</td>
                <td>
                  {draft.author} <span className="bo-muted">{formatTime(draft.updatedAt, i18n.language)}</span>
                </td>
                <td className="bo-row-actions">
                  <Button size="sm" disabled={busy} onClick={() => props.onContinue(draft)}>
                    {t('backoffice.content.continue')}
                  </Button>
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => props.onDiscard(draft.id)}>
                    {t('backoffice.content.discard')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('backoffice.content.published')}</h2>
      <table className="bo-table" data-testid={`${name}-published`}>
        <Head columns={publishedColumns} after={[actions]} />
        <tbody>
          {published.map((row) => (
            <tr key={row.id}>
              {cells(publishedColumns, row)}
              <td className="bo-row-actions">
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => props.onEdit(row)}>
                  {t('backoffice.content.edit')}
                </Button>
                {(props.canUnpublish?.(row) ?? true) && (
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => props.onUnpublish(row.id)}>
                    {props.unpublishLabel ?? t('backoffice.content.unpublish')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
