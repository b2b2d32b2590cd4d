/**
 * Withdrawals the member says arrived in part or not at all: the answer, the
 * missing amount, the proof image and the bank account beside the member's
 * context; a finance operator credits the missing amount back, records that
 * it was settled outside the wallet, or rejects the claim, always with a reason.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../components/format';
import { QueueScreen } from '../components/queue-screen';
import type { QueueRow } from '../services/backoffice.api';
import { disputesApi } from '../services/disputes.api';
import { useBackoffice } from '../use-backoffice';

interface Outcome {
  repaid: string;
  reason: string;
  decidedBy: string;
  decidedAt: number;
}

function ProofImage({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    disputesApi.confirmationProof(reference, { signal: controller.signal }).then((answer) => setImage(answer.image), () => undefined);
    return () => controller.abort();
  }, [reference]);
  if (!image) return null;
  return (
    <div className="bo-images">
      <a href={image} target="_blank" rel="noreferrer">
        <img src={image} alt={t('backoffice.confirmations.proof', { reference })} />
      </a>
    </div>
  );
}

function ConfirmationDetail({ row }: { row: QueueRow }) {
  const { t, i18n } = useTranslation();
  const outcome = row.outcome as Outcome | null;
  return (
    <div className="bo-context__block">
      <h3>{t('backoffice.confirmations.withdrawal')}</h3>
      <p>
        {t('backoffice.confirmations.facts', {
          answer: t(`backoffice.confirmations.answers.${String(row.answer)}`),
          received: String(row.received),
          missing: String(row.missing),
          paidAt: formatTime(row.paidAt as number | null, i18n.language),
        })}
      </p>
      <p className="bo-muted">{t('backoffice.confirmations.bank', { bank: String(row.bankName || '—'), name: String(row.accountName || '—'), number: String(row.accountNumber || '—') })}</p>
      {row.hasProof ? <ProofImage reference={row.reference} /> : <p className="bo-muted">{t('backoffice.confirmations.noProof')}</p>}
      {outcome && <p className="bo-muted">{t('backoffice.confirmations.outcome', { by: outcome.decidedBy, repaid: outcome.repaid, reason: outcome.reason })}</p>}
    </div>
  );
}

export function ConfirmationsScreen() {
  const { t } = useTranslation();
  const { auth } = useBackoffice();
  return (
    <QueueScreen
      kind="confirmation"
      heading={t('backoffice.confirmations.heading')}
      statuses={['open', 'repaid', 'resolved', 'rejected']}
      columns={[
        { key: 'answer', label: t('backoffice.confirmations.answer'), render: (row) => t(`backoffice.confirmations.answers.${String(row.answer)}`) },
        { key: 'missing', label: t('backoffice.confirmations.missing') },
      ]}
      verbs={[
        { verb: 'repay', label: t('backoffice.confirmations.repay'), variant: 'primary', needsReason: true },
        { verb: 'resolve', label: t('backoffice.confirmations.resolve'), variant: 'secondary', needsReason: true },
        { verb: 'reject', label: t('backoffice.item.reject'), variant: 'secondary', needsReason: true },
      ]}
      canDecide={auth.may('withdrawals.decide')}
      reasonText={{ label: t('backoffice.item.reason'), hint: t('backoffice.confirmations.reasonHint') }}
      detail={(row) => <ConfirmationDetail row={row} />}
    />
  );
}
