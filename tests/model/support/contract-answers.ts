/**
 * What the real gateway can answer a contract's step, from the machine's snapshot: the machine level
 * (tests/model/contract.test.ts) and the screens (tests/model-ui/contract.adapter.ts) plan paths with it.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ContractContext } from '../../../src/machines/contract/contract-types';
import { contractEvents as ce } from '../../../src/machines/contract/contract.model';
import type { Contract, ContractStatus } from '../../../src/services/schemas/contracts';

export type ContractAnswer = EventObject & { output?: { contract?: Contract } | Contract | null; error?: { code?: string } };

export const codeOf = (event: EventObject | undefined) => (event as ContractAnswer | undefined)?.error?.code;

/** The status each step leaves the contract in, by the state that sent it. */
export const stepResult: Record<string, ContractStatus> = {
  accepting: 'active',
  rejecting: 'rejected',
  withdrawing: 'terminated',
  requestingTermination: 'terminationRequested',
  confirmingTermination: 'terminated',
  keeping: 'active',
};

/** Whether the gateway can give this answer to the step the snapshot is in. */
export function gatewayCanAnswer(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as ContractContext;
  const state = typeof snapshot.value === 'string' ? snapshot.value : '';
  if ([ce.acceptDone, ce.rejectDone, ce.terminateDone, ce.keepDone].includes(event.type as never)) {
    const answer = ((event as ContractAnswer).output as { contract: Contract }).contract;
    const requester = answer.status === 'terminationRequested' ? answer.role : null;
    return answer.role === context.contract.role && answer.status === stepResult[state] && answer.terminationRequestedBy === requester;
  }
  // Only daily salary meets the downline's own daily-salary contract; a confirmed accept is never warned again.
  if (event.type === ce.acceptError && codeOf(event) === 'higher_rate') return context.contract.kind === 'dailySalary' && !context.confirmHigherRate;
  return true;
}
