/**
 * The withdrawal-confirmation machine with its effects provided: what the
 * section creates its actor from, and what the model test replays against
 * a real gateway.
 */
import { withdrawalConfirmationMachine } from '../../../machines/withdrawal-confirmation/withdrawal-confirmation.machine';
import { createWithdrawalActors, type WithdrawalDeps } from '../../../services/withdrawal.actors';

export function createWithdrawalConfirmationLogic(deps: WithdrawalDeps) {
  return withdrawalConfirmationMachine.provide({ actors: createWithdrawalActors(deps) });
}

export type WithdrawalConfirmationLogic = ReturnType<typeof createWithdrawalConfirmationLogic>;
