/**
 * The chosen answer, ready to confirm: a full receipt or "all received" asks
 * only for the confirmation; a partial receipt takes the amount received and
 * shows the remainder while typing; "not received" takes one proof image.
 * After a lost answer the same answer can be sent again as it was.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerView } from '../../../machines/withdrawal-confirmation/withdrawal-confirmation.selectors';
import { useErrorText } from '../../form/use-error-text';
import { Button } from '../../ui/button';
import { AmountField } from '../kit/amount-field';
import { formatMoney } from '../kit/money';
import { MoneyText } from '../kit/money-text';
import { Notice } from '../kit/notice';
import { ProofPicker } from './proof-picker';

const titleKeys = { received: 'received', partial: 'partial', not_received: 'notReceived', all_received: 'all' } as const;

export interface AnswerPanelProps {
  answer: AnswerView;
  sending: boolean;
  /** The answer may not have arrived: offer to send it again. */
  lostCode: string | null;
  onAmountChange(text: string): void;
  onProofPick(file: File): void;
  onConfirm(): void;
  onCancel(): void;
  onRetry(): void;
}

export function AnswerPanel({ answer, sending, lostCode, onAmountChange, onProofPick, onConfirm, onCancel, onRetry }: AnswerPanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const text = (key: string, values?: Record<string, unknown>) => t(`memberCentre.withdrawalConfirmation.${key}`, values);
  const { item } = answer;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.editable) onConfirm();
  };
  return (
    <form className="wc-answer" onSubmit={submit} noValidate data-testid="withdrawal-answer" data-answer={answer.answer}>
      <header className="wc-answer__head">
        <h4 className="wc-answer__title">{text(`answers.${titleKeys[answer.answer]}`)}</h4>
        {item ? <span className="wc-answer__ref">{item.reference}</span> : null}
      </header>
      {answer.answer === 'received' && item ? <p className="wc-answer__prompt">{text('prompts.received', { amount: formatMoney(item.amount), reference: item.reference })}</p> : null}
      {answer.answer === 'all_received' ? <p className="wc-answer__prompt">{text('prompts.all', { count: answer.count })}</p> : null}
      {answer.answer === 'partial' && item ? (
        <div className="wc-answer__fields">
          <AmountField
            id="withdrawal-received-amount"
            label={text('receivedAmount')}
            min="0.01"
            max={item.amount}
            value={answer.amountText}
            disabled={!answer.editable}
            error={errorText(answer.fieldError)}
            onChange={(event) => onAmountChange(event.target.value)}
          />
          <div className="wc-remainder" data-testid="withdrawal-remainder" aria-live="polite">
            <span>{text('remainder')}</span>
            <MoneyText value={answer.remainder} size="md" testId="withdrawal-remainder-amount" />
          </div>
        </div>
      ) : null}
      {answer.answer === 'not_received' ? (
        <>
          <p className="wc-answer__prompt">{text('prompts.notReceived')}</p>
          <ProofPicker
            id="withdrawal-proof"
            image={answer.proofImage}
            reading={answer.readingProof}
            disabled={!answer.editable}
            error={errorText(answer.fieldError)}
            onPick={onProofPick}
          />
        </>
      ) : null}
      {lostCode ? (
        <Notice tone="danger" title={text('lost')} testId="withdrawal-answer-lost">
          {errorText(lostCode)}
        </Notice>
      ) : null}
      <div className="wc-answer__actions">
        <Button variant="ghost" onClick={onCancel} disabled={sending} data-testid="withdrawal-answer-cancel">
          {text('cancel')}
        </Button>
        {lostCode ? (
          <Button variant="primary" onClick={onRetry} data-testid="withdrawal-answer-retry">
            {text('retry')}
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={sending || answer.readingProof || !answer.editable} data-testid="withdrawal-answer-confirm">
            {text(sending ? 'sending' : 'confirm')}
          </Button>
        )}
      </div>
    </form>
  );
}
