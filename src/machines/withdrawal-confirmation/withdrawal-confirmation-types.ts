/**
 * Context, events and actor payloads of the withdrawal confirmation, apart
 * from the machine so views, selectors and services can name them.
 */
import type { ConfirmAnswer, ConfirmationItem, WithdrawalConfirmations, WithdrawalConfirmResult } from '../../services/schemas/funds';

/** The list and the local time it arrived: the first "now" of the deadlines. */
export interface LoadedConfirmations extends WithdrawalConfirmations {
  receivedAt: number;
}

/** The picked file: its type and size are checked before the reader sees it. */
export interface ProofFile {
  mimeType: string;
  size: number;
  file: unknown;
}

export type ItemAnswer = Exclude<ConfirmAnswer, 'all_received'>;

export interface WithdrawalConfirmationContext {
  confirmMinutes: number;
  items: ConfirmationItem[];
  now: number;
  answer: ConfirmAnswer | null;
  /** The withdrawal being answered; null for "all received". */
  itemId: number | null;
  amountText: string;
  proofFile: ProofFile | null;
  /** The proof as a data URL, once read. */
  proofImage: string | null;
  errorCode: string | null;
  result: WithdrawalConfirmResult | null;
}

export type WithdrawalConfirmationEvent =
  | { type: 'answer.choose'; id: number; answer: ItemAnswer }
  | { type: 'answer.chooseAll' }
  | { type: 'answer.cancel' }
  | { type: 'answer.confirm' }
  | { type: 'answer.retry' }
  | { type: 'amount.change'; text: string }
  | ({ type: 'proof.attach' } & ProofFile)
  | { type: 'clock.tick'; now: number }
  | { type: 'list.reload' };
