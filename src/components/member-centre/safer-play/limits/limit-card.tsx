/** One kind of limit with its three windows: the limit, used and remaining in each, a waiting change, and removing a limit. */
import { useTranslation } from 'react-i18next';
import type { LimitKind, LimitState, LimitTarget } from '../../../../services/schemas/limits';
import { Button } from '../../../ui/button';
import { formatMoney } from '../../kit/money';
import { PendingChange } from './pending-change';

export interface LimitCardProps {
  kind: LimitKind;
  limits: LimitState[];
  now: number;
  busy: boolean;
  onConfirm(target: LimitTarget): void;
  onCancel(target: LimitTarget): void;
  onRemove(target: LimitTarget): void;
}

export function LimitCard({ kind, limits, now, busy, onConfirm, onCancel, onRemove }: LimitCardProps) {
  const { t } = useTranslation();
  return (
    <article className="limit-card" data-testid={`limit-card-${kind}`}>
      <h4 className="limit-card__title">{t(`memberCentre.saferPlay.limits.kinds.${kind}`)}</h4>
      <p className="limit-card__lead">{t(`memberCentre.saferPlay.limits.leads.${kind}`)}</p>
      <ul className="limit-card__windows">
        {limits.map((limit) => {
          const target = { kind: limit.kind, window: limit.window };
          const id = `limit-${limit.kind}-${limit.window}`;
          return (
            <li key={limit.window} className="limit-card__window" data-testid={id}>
              <div className="limit-card__head">
                <span className="limit-card__name">{t(`memberCentre.saferPlay.limits.windows.${limit.window}`)}</span>
                <span className="limit-card__amount" data-testid={`${id}-amount`}>
                  {limit.amount === null ? t('memberCentre.saferPlay.limits.none') : formatMoney(limit.amount)}
                </span>
              </div>
              <dl className="limit-card__figures">
                <div>
                  <dt>{t('memberCentre.saferPlay.limits.used')}</dt>
                  <dd data-testid={`${id}-used`}>{formatMoney(limit.used)}</dd>
                </div>
                <div>
                  <dt>{t('memberCentre.saferPlay.limits.remaining')}</dt>
                  <dd data-testid={`${id}-remaining`}>{limit.remaining === null ? '—' : formatMoney(limit.remaining)}</dd>
                </div>
              </dl>
              {limit.pending ? (
                <PendingChange pending={limit.pending} now={now} busy={busy} testId={`${id}-pending`} onConfirm={() => onConfirm(target)} onCancel={() => onCancel(target)} />
              ) : limit.amount !== null ? (
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => onRemove(target)} data-testid={`${id}-remove`}>
                  {t('memberCentre.saferPlay.limits.remove')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
