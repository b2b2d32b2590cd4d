/**
 * The withdrawals awaiting the member's answer: amount, reference, paid time
 * and time left, or, past the deadline, "counts as received" with the
 * not-refundable label. Each row offers the three answers for itself.
 */
import { useTranslation } from 'react-i18next';
import type { ItemAnswer } from '../../../machines/withdrawal-confirmation/withdrawal-confirmation-types';
import type { AnswerView, ConfirmationRow } from '../../../machines/withdrawal-confirmation/withdrawal-confirmation.selectors';
import { Button } from '../../ui/button';
import { formatDateTime } from '../kit/date-time';
import { MoneyText } from '../kit/money-text';
import { StatusPill } from '../kit/status-pill';
import '../kit/data-table.css';

const answers: { answer: ItemAnswer; key: string; testId: string }[] = [
  { answer: 'received', key: 'received', testId: 'withdrawal-answer-received' },
  { answer: 'partial', key: 'partial', testId: 'withdrawal-answer-partial' },
  { answer: 'not_received', key: 'notReceived', testId: 'withdrawal-answer-not-received' },
];

export interface ConfirmationListProps {
  rows: ConfirmationRow[];
  chosen: AnswerView | null;
  /** False while an answer is on its way or was lost. */
  canChoose: boolean;
  onChoose(id: number, answer: ItemAnswer): void;
}

export function ConfirmationList({ rows, chosen, canChoose, onChoose }: ConfirmationListProps) {
  const { t } = useTranslation();
  const text = (key: string, values?: Record<string, unknown>) => t(`memberCentre.withdrawalConfirmation.${key}`, values);
  return (
    <div className="mc-table-wrap">
      <table className="mc-table wc-table" data-testid="withdrawal-confirmation-list">
        <thead>
          <tr>
            <th scope="col" className="is-start">{text('columns.reference')}</th>
            <th scope="col" className="is-end">{text('columns.amount')}</th>
            <th scope="col" className="is-start">{text('columns.paidAt')}</th>
            <th scope="col" className="is-start">{text('columns.timeLeft')}</th>
            <th scope="col" className="is-end">{text('columns.answer')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.chosen ? 'is-chosen' : undefined} data-testid={`withdrawal-item-${row.reference}`}>
              <td className="is-start wc-reference">{row.reference}</td>
              <td className="is-end">
                <MoneyText value={row.amount} size="sm" />
              </td>
              <td className="is-start mc-table__muted wc-paid">{formatDateTime(row.paidAt)}</td>
              <td className="is-start">
                {row.forced ? (
                  <span className="wc-forced" data-testid="withdrawal-forced">
                    <StatusPill tone="info">{text('forced')}</StatusPill>
                    <StatusPill tone="danger">{text('notRefundable')}</StatusPill>
                  </span>
                ) : (
                  <span className={row.minutesLeft <= 5 ? 'wc-time is-urgent' : 'wc-time'} data-testid="withdrawal-time-left">
                    {text('minutesLeft', { minutes: row.minutesLeft })}
                  </span>
                )}
              </td>
              <td className="is-end">
                <div className="wc-answers" role="group" aria-label={text('answerFor', { reference: row.reference })}>
                  {answers.map(({ answer, key, testId }) => {
                    const pressed = row.chosen && chosen?.answer === answer;
                    return (
                      <Button
                        key={answer}
                        size="sm"
                        variant={pressed ? 'primary' : 'secondary'}
                        aria-pressed={pressed}
                        disabled={row.forced || !canChoose}
                        onClick={() => onChoose(row.id, answer)}
                        data-testid={testId}
                      >
                        {text(`answers.${key}`)}
                      </Button>
                    );
                  })}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
