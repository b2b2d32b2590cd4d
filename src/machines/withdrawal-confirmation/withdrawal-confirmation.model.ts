/**
 * Event cases for path generation over the withdrawal confirmation. The
 * loaded list holds one withdrawal of 100.00 (its id is a case marker the
 * replay maps to a real paid withdrawal); one clock tick lands on its
 * deadline. Typed amounts cover each refusal and a good partial receipt;
 * picked files cover a good png, a file named png that is not one, a gif
 * and a jpg over 5 MB.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ConfirmationItem, WithdrawalConfirmResult } from '../../services/schemas/funds';
import type { MachineModel } from '../model-types';
import type { ModelEvent } from '../session/session.model';
import { isPastDeadline } from './withdrawal-confirmation-rules';
import type { LoadedConfirmations, WithdrawalConfirmationContext } from './withdrawal-confirmation-types';

export const withdrawalConfirmationEvents = {
  loadDone: 'xstate.done.actor.loadConfirmations',
  loadError: 'xstate.error.actor.loadConfirmations',
  readDone: 'xstate.done.actor.readProof',
  readError: 'xstate.error.actor.readProof',
  submitDone: 'xstate.done.actor.submitConfirmation',
  submitError: 'xstate.error.actor.submitConfirmation',
} as const;

const minute = 60_000;

export const modelItem: ConfirmationItem = { id: 1, reference: 'case:item', amount: '100.00', paidAt: 0, deadline: 30 * minute };

export const loadedCases = {
  one: { confirmMinutes: 30, list: [modelItem], receivedAt: 0 },
  none: { confirmMinutes: 30, list: [], receivedAt: 0 },
} satisfies Record<string, LoadedConfirmations>;

/** Typed amounts: a good partial receipt and one case per refusal. */
export const amountCases = { good: '40.00', exceeds: '100.01', malformed: '12.345', zero: '0', empty: '' } as const;

/** Picked files; `file` is a marker the replay turns into real bytes (a renamed file says png but is not one). */
export const proofCases = {
  png: { mimeType: 'image/png', size: 2_048, file: 'case:png' },
  renamed: { mimeType: 'image/png', size: 2_048, file: 'case:renamed' },
  gif: { mimeType: 'image/gif', size: 2_048, file: 'case:gif' },
  large: { mimeType: 'image/jpeg', size: 5 * 1024 * 1024 + 1, file: 'case:large' },
} as const;

export const submitErrorCodes = ['network.abnormal', 'withdrawal.confirm.answered', 'withdrawal.confirm.expired'] as const;

const result: WithdrawalConfirmResult = { confirmed: [{ id: modelItem.id, confirmStatus: 'received', receivedAmount: '100.00', remainder: '0.00' }] };

/** The outcome depends on the state, the typed amount, whether a proof was read, and which withdrawals are past their deadline. */
export function serializeWithdrawalConfirmation(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as WithdrawalConfirmationContext;
  const past = context.items.map((item) => isPastDeadline(item, context.now));
  return JSON.stringify([snapshot.value, context.answer, context.amountText, context.proofFile?.file ?? null, context.proofImage !== null, past]);
}

export const withdrawalConfirmationModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    ...Object.values(loadedCases).map((output) => ({ type: withdrawalConfirmationEvents.loadDone, output })),
    { type: withdrawalConfirmationEvents.loadError, error: { code: 'network.abnormal' } },
    { type: 'list.reload' },
    { type: 'clock.tick', now: modelItem.deadline },
    ...(['received', 'partial', 'not_received'] as const).map((answer) => ({ type: 'answer.choose', id: modelItem.id, answer })),
    { type: 'answer.chooseAll' },
    { type: 'answer.cancel' },
    { type: 'answer.confirm' },
    { type: 'answer.retry' },
    ...Object.values(amountCases).map((text) => ({ type: 'amount.change', text })),
    ...Object.values(proofCases).map((proof) => ({ type: 'proof.attach', ...proof })),
    { type: withdrawalConfirmationEvents.readDone, output: 'data:image/png;base64,iVBORw0KGgo=' },
    { type: withdrawalConfirmationEvents.readError, error: { code: 'withdrawal.proof.type' } },
    { type: withdrawalConfirmationEvents.submitDone, output: result },
    ...submitErrorCodes.map((code) => ({ type: withdrawalConfirmationEvents.submitError, error: { code } })),
  ],
  serializeState: serializeWithdrawalConfirmation,
};
