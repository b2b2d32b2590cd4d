/** One pending adjustment with approve and reject (reason required to reject); the gateway refuses the operator who asked for it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n';
import { membersApi, type Adjustment } from '../services/members.api';
import { Button } from './button';
import { formatTime } from './format';
import { useReasonedAction } from './member/use-reasoned-action';

export function AdjustmentRow({ row, canDecide, onDecided }: { row: Adjustment; canDecide: boolean; onDecided: () => void }) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const action = useReasonedAction<Adjustment>(async (payload, signal) => {
    const answer = await membersApi.decideAdjustment(row.reference, payload.verb as 'approve' | 'reject', payload.reason ?? '', { signal });
    onDecided();
    return answer;
  });
  const status = action.outcome?.status ?? row.status;
  return (
    <tr data-reference={row.reference}>
      <td>{row.reference}</td>
      <td>
        <a href={`/backoffice/members?account=${encodeURIComponent(row.account)}`}>{row.account}</a>
      </td>
      <td className="bo-num">{row.amount}</td>
      <td>{row.reason}</td>
      <td>{row.requestedBy}</td>
      <td>{formatTime(row.createdAt, i18n.language)}</td>
      <td>
        {status !== 'pending' || !canDecide ? (
          <span className={`bo-status bo-status--${status}`}>{t(`backoffice.adjust.statuses.${status}`)}</span>
        ) : (
          <div className="bo-inline-decision">
            <label className="bo-field">
              <span>{t('backoffice.item.reason')}</span>
              <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
            </label>
            <Button size="sm" disabled={action.busy} onClick={() => action.submit({ verb: 'approve', reason })}>
              {t('backoffice.adjust.approve')}
            </Button>
            <Button size="sm" variant="secondary" disabled={action.busy} onClick={() => action.submit({ verb: 'reject', reason })}>
              {t('backoffice.item.reject')}
            </Button>
            {action.errorCode && (
              <p className="bo-error" role="alert">
                {errorText(i18n, action.errorCode)}
              </p>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}
