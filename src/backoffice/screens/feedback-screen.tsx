/**
 * Members' and visitors' feedback: filtered by status, question type, member
 * and period; a support operator claims one, answers it (the member reads the
 * answer in the inbox) or closes it with a note (a visitor has no inbox).
 */
import { useTranslation } from 'react-i18next';
import { QueueScreen } from '../components/queue-screen';
import type { QueueRow } from '../services/backoffice.api';
import { useBackoffice } from '../use-backoffice';

const questionTypes = ['deposit', 'withdraw', 'game', 'service', 'apply', 'other'] as const;

function FeedbackDetail({ row }: { row: QueueRow }) {
  const { t } = useTranslation();
  const reply = row.reply as { outcome: string; body: string; decidedBy: string } | null;
  return (
    <div className="bo-context__block">
      <h3>{t('backoffice.feedback.content')}</h3>
      <p className="bo-pre">{String(row.content)}</p>
      <p className="bo-muted">
        {t('backoffice.feedback.sender', { sender: String(row.account || t('backoffice.feedback.visitor')), contact: String(row.contact || '—'), language: String(row.language) })}
      </p>
      {reply && (
        <>
          <h3>{t(`backoffice.feedback.outcomes.${reply.outcome}`, { by: reply.decidedBy })}</h3>
          <p className="bo-pre">{reply.body}</p>
        </>
      )}
    </div>
  );
}

export function FeedbackScreen() {
  const { t } = useTranslation();
  const { auth } = useBackoffice();
  return (
    <QueueScreen
      kind="feedback"
      heading={t('backoffice.feedback.heading')}
      statuses={['new', 'answered', 'closed']}
      showAmount={false}
      extraFilter={{ name: 'questionType', label: t('backoffice.feedback.type'), options: questionTypes.map((value) => ({ value, label: t(`backoffice.feedback.types.${value}`) })) }}
      columns={[
        { key: 'questionType', label: t('backoffice.feedback.type'), render: (row) => t(`backoffice.feedback.types.${String(row.questionType)}`) },
        { key: 'content', label: t('backoffice.feedback.content'), render: (row) => String(row.content).slice(0, 60) },
      ]}
      verbs={[
        { verb: 'reply', label: t('backoffice.feedback.reply'), variant: 'primary', needsReason: true },
        { verb: 'close', label: t('backoffice.feedback.close'), variant: 'secondary', needsReason: true },
      ]}
      canDecide={auth.may('feedback.reply')}
      reasonText={{ label: t('backoffice.feedback.answer'), hint: t('backoffice.feedback.answerHint') }}
      detail={(row) => <FeedbackDetail row={row} />}
    />
  );
}
