/**
 * The statement section (RTS 1B–1C): the period (quick choices up to twelve
 * months, or two dates), the figures, and the CSV file of the same period.
 * A refused period shows its reason under the dates; the figures shown stay.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementView } from '../../../machines/statement/statement.selectors';
import { useErrorText } from '../../form/use-error-text';
import { Button } from '../../ui/button';
import { Notice } from '../kit/notice';
import { Panel } from '../kit/panel';
import { SkeletonRows } from '../kit/skeleton';
import { FailedState } from '../kit/states';
import { formatDay } from '../records/intl-dates';
import { StatementFigures } from './statement-figures';
import { dayText, periodOfDays, presetDays, type PeriodDays } from './statement-period';
import './statement.css';

export interface StatementActions {
  onPeriod(period: { startTime: number; endTime: number }): void;
  onRetry(): void;
  onDownload(): void;
}

const presetMonths = [1, 3, 6, 12] as const;

export function StatementPanel({ view, today, actions }: { view: StatementView; today: number; actions: StatementActions }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { statement } = view;
  const [days, setDays] = useState<PeriodDays | null>(null);
  const [orderError, setOrderError] = useState(false);
  // The first answer says which period the gateway chose; the dates start from it.
  useEffect(() => {
    if (statement && !days) setDays({ from: dayText(statement.startTime), to: dayText(statement.endTime) });
  }, [statement, days]);

  const ask = (next: PeriodDays) => {
    setDays(next);
    const wrongOrder = next.from > next.to;
    setOrderError(wrongOrder);
    if (!wrongOrder) actions.onPeriod(periodOfDays(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (days) ask(days);
  };
  const periodError = orderError ? t('memberCentre.statement.period.order') : errorText(view.status === 'ready' ? view.errorCode : null);

  return (
    <Panel icon="receipt" title={t('memberCentre.statement.title')} subtitle={t('memberCentre.statement.lead')} testId="statement-panel">
      {view.status === 'failed' ? (
        <FailedState errorCode={view.errorCode} onRetry={actions.onRetry} testId="statement-failed" />
      ) : !statement || !days ? (
        <SkeletonRows rows={4} label={t('memberCentre.statement.loading')} />
      ) : (
        <div className="statement" aria-busy={view.busy}>
          <div className="statement__presets" role="group" aria-label={t('memberCentre.statement.period.presets')}>
            {presetMonths.map((months) => (
              <Button key={months} variant="secondary" size="sm" onClick={() => ask(presetDays(months, today, statement.accountOpenedAt))} data-testid={`statement-preset-${months}`}>
                {t(`memberCentre.statement.period.preset.${months}`)}
              </Button>
            ))}
          </div>
          <form className="statement__period" onSubmit={submit} noValidate aria-label={t('memberCentre.statement.period.label')}>
            <label className="statement__date">
              <span>{t('memberCentre.statement.period.from')}</span>
              <input type="date" value={days.from} min={dayText(statement.accountOpenedAt)} max={days.to} onChange={(event) => setDays({ ...days, from: event.target.value })} data-testid="statement-from" aria-invalid={periodError ? true : undefined} aria-describedby={periodError ? 'statement-period-error' : undefined} />
            </label>
            <label className="statement__date">
              <span>{t('memberCentre.statement.period.to')}</span>
              <input type="date" value={days.to} max={dayText(today)} onChange={(event) => setDays({ ...days, to: event.target.value })} data-testid="statement-to" />
            </label>
            <Button type="submit" size="sm" disabled={view.busy} data-testid="statement-show">
              {t('memberCentre.statement.period.show')}
            </Button>
            <Button variant="accent" size="sm" onClick={actions.onDownload} disabled={view.preparingFile || view.busy} data-testid="statement-download">
              {view.preparingFile ? t('memberCentre.statement.downloading') : t('memberCentre.statement.download')}
            </Button>
          </form>
          {periodError ? (
            <p className="statement__error" id="statement-period-error" role="alert" data-testid="statement-period-error">
              {periodError}
            </p>
          ) : null}
          {view.fileErrorCode ? (
            <Notice tone="danger" testId="statement-file-error">
              {t('memberCentre.statement.downloadFailed')} {errorText(view.fileErrorCode)}
            </Notice>
          ) : null}
          <p className="statement__range" data-testid="statement-range">
            {t('memberCentre.statement.period.range', { from: formatDay(dayText(statement.startTime), i18n.language), to: formatDay(dayText(statement.endTime), i18n.language) })} ·{' '}
            {t('memberCentre.statement.opened', { date: formatDay(dayText(statement.accountOpenedAt), i18n.language) })}
          </p>
          <StatementFigures statement={statement} />
        </div>
      )}
    </Panel>
  );
}
