/**
 * Event cases for path generation over one contract. Every start case is an
 * input variant; each step's answer comes in the versions the gateway can
 * give (the contract after the step, seen from either side), and the
 * failures: a lost answer for every step, and for an accept the higher_rate
 * refusal naming one downline contract, or a contract changed meanwhile.
 */
import type { EventObject } from 'xstate';
import type { ContractRole } from './contract-rules';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';
import { contractCase, higherRateCase, startCases } from './contract-cases';
import type { ContractContext } from './contract-types';

export const contractEvents = {
  acceptDone: 'xstate.done.actor.acceptContract',
  acceptError: 'xstate.error.actor.acceptContract',
  rejectDone: 'xstate.done.actor.rejectContract',
  rejectError: 'xstate.error.actor.rejectContract',
  terminateDone: 'xstate.done.actor.terminateContract',
  terminateError: 'xstate.error.actor.terminateContract',
  keepDone: 'xstate.done.actor.keepContract',
  keepError: 'xstate.error.actor.keepContract',
  offerDone: 'xstate.done.actor.composeOffer',
} as const;

const roles: ContractRole[] = ['upline', 'downline'];
const answer = (status: Parameters<typeof contractCase>[0]['status'], role: ContractRole, terminationRequestedBy: ContractRole | null = null) => ({
  contract: contractCase({ status, role, kind: 'dailySalary', terminationRequestedBy }),
  ended: [],
});

export const contractModel: MachineModel<EventObject> = {
  input: { contract: contractCase(startCases.offerToDownline) },
  inputs: Object.entries(startCases).map(([name, start]) => ({ name, input: { contract: contractCase(start) } })),
  events: <ModelEvent[]>[
    ...['contract.accept', 'contract.reject', 'contract.withdraw', 'contract.terminate', 'request.answer'].map((type) => ({ type })),
    ...['higherRate.confirm', 'higherRate.cancel', 'termination.confirm', 'termination.keep', 'failure.dismiss'].map((type) => ({ type })),
    { type: contractEvents.acceptDone, output: { ...answer('active', 'downline'), ended: [higherRateCase] } },
    { type: contractEvents.acceptError, error: { code: 'higher_rate', value: { contracts: [higherRateCase] } } },
    { type: contractEvents.acceptError, error: { code: 'contract.wrong.state' } },
    ...roles.map((role) => ({ type: contractEvents.rejectDone, output: answer('rejected', role) })),
    ...roles.flatMap((role) => [
      { type: contractEvents.terminateDone, output: answer('terminated', role) },
      { type: contractEvents.terminateDone, output: answer('terminationRequested', role, role) },
      { type: contractEvents.keepDone, output: answer('active', role) },
    ]),
    ...['acceptError', 'rejectError', 'terminateError', 'keepError'].map((name) => ({ type: contractEvents[name as keyof typeof contractEvents], error: { code: 'network.abnormal' } })),
    { type: contractEvents.offerDone, output: contractCase({ status: 'offered', role: 'upline', kind: 'dividend' }) },
    { type: contractEvents.offerDone, output: null },
  ],
  // What routing reads (status, side, who asked to end) and whether a warning was confirmed decide what comes next.
  serializeState: serializeWithContext((context: ContractContext) => [
    context.contract.status,
    context.contract.role,
    context.contract.terminationRequestedBy,
    context.confirmHigherRate,
    context.errorCode,
  ]),
};
