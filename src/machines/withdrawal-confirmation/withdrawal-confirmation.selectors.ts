/** Withdrawal-confirmation snapshot → what the list, the answer panel and the result show. */
import type { SnapshotFrom } from 'xstate';
import type { ConfirmAnswer, ConfirmStatus } from '../../services/schemas/funds';
import { isPastDeadline, minutesLeft, remainderOf } from './withdrawal-confirmation-rules';
import type { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine';

export type WithdrawalConfirmationSnapshot = SnapshotFrom<typeof withdrawalConfirmationMachine>;

export type ConfirmationPhase = 'loading' | 'failed' | 'empty' | 'list' | 'submitting' | 'submitFailed' | 'refused' | 'done';

export interface ConfirmationRow {
  id: number;
  reference: string;
  amount: string;
  paidAt: number;
  minutesLeft: number;
  /** Past its deadline: counts as received, not refundable. */
  forced: boolean;
  chosen: boolean;
}

export interface AnswerView {
  answer: ConfirmAnswer;
  /** The withdrawal answered; null for "all received". */
  item: ConfirmationRow | null;
  /** How many withdrawals "all received" answers. */
  count: number;
  amountText: string;
  /** Live while typing a partial receipt; null while the text is not an amount within the withdrawal. */
  remainder: string | null;
  proofImage: string | null;
  readingProof: boolean;
  /** The answer's fields can change (not while sending or after a lost answer). */
  editable: boolean;
  /** Translate as `errors.<code>`, below the field. */
  fieldError: string | null;
}

export interface ResultRow {
  id: number;
  reference: string;
  amount: string | null;
  confirmStatus: ConfirmStatus;
  receivedAmount: string;
  remainder: string;
}

export interface WithdrawalConfirmationView {
  phase: ConfirmationPhase;
  confirmMinutes: number;
  rows: ConfirmationRow[];
  canAnswerAll: boolean;
  answer: AnswerView | null;
  /** A refusal, a lost answer, a failed load or a deadline that passed: translate as `errors.<code>`. */
  errorCode: string | null;
  result: ResultRow[];
}

function phaseOf(snapshot: WithdrawalConfirmationSnapshot): ConfirmationPhase {
  if (snapshot.matches('ready')) return 'list';
  const value = snapshot.value;
  return typeof value === 'string' ? (value as ConfirmationPhase) : 'list';
}

export function selectWithdrawalConfirmation(snapshot: WithdrawalConfirmationSnapshot): WithdrawalConfirmationView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const rows: ConfirmationRow[] = context.items.map((item) => ({
    id: item.id,
    reference: item.reference,
    amount: item.amount,
    paidAt: item.paidAt,
    minutesLeft: minutesLeft(item, context.now),
    forced: isPastDeadline(item, context.now),
    chosen: item.id === context.itemId,
  }));
  const editable = snapshot.matches({ ready: 'answering' });
  const item = rows.find((row) => row.chosen) ?? null;
  const answer: AnswerView | null =
    context.answer && (editable || phase === 'submitting' || phase === 'submitFailed')
      ? {
          answer: context.answer,
          item,
          count: rows.filter((row) => !row.forced).length,
          amountText: context.amountText,
          remainder: item ? remainderOf(item.amount, context.amountText) : null,
          proofImage: context.proofImage,
          readingProof: snapshot.matches({ ready: { answering: { notReceived: 'reading' } } }),
          editable,
          fieldError: editable ? context.errorCode : null,
        }
      : null;
  const amountOf = (id: number) => context.items.find((entry) => entry.id === id)?.amount ?? null;
  return {
    phase,
    confirmMinutes: context.confirmMinutes,
    rows,
    canAnswerAll: phase === 'list' && snapshot.can({ type: 'answer.chooseAll' }),
    answer,
    errorCode: answer?.editable ? null : context.errorCode,
    result: (phase === 'done' ? (context.result?.confirmed ?? []) : []).map((entry) => ({
      ...entry,
      reference: context.items.find((candidate) => candidate.id === entry.id)?.reference ?? String(entry.id),
      amount: amountOf(entry.id),
    })),
  };
}
