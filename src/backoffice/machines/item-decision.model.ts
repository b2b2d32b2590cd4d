/**
 * Event cases for path generation over the item-decision statechart: a claim
 * won or refused (held by someone else), a decision accepted or refused
 * (claim expired), a release answered or lost.
 */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../../machines/model-types';
import type { ItemDecisionEvent } from './item-decision.machine';

export const itemDecisionEvents = {
  claimDone: 'xstate.done.actor.claimItem',
  claimError: 'xstate.error.actor.claimItem',
  decideDone: 'xstate.done.actor.decideItem',
  decideError: 'xstate.error.actor.decideItem',
  releaseDone: 'xstate.done.actor.releaseItem',
  releaseError: 'xstate.error.actor.releaseItem',
} as const;

type ModelEvent = ItemDecisionEvent | (EventObject & { output?: unknown; error?: unknown });

export const itemDecisionModel: MachineModel<ModelEvent> = {
  input: { kind: 'deposit', reference: 'case:deposit' },
  events: [
    { type: 'claim.request' },
    { type: 'claim.release' },
    { type: 'decision.submit', verb: 'approve', reason: '' },
    { type: 'decision.submit', verb: 'reject', reason: 'No payment arrived' },
    { type: itemDecisionEvents.claimDone, output: { expiresAt: 600_000 } },
    { type: itemDecisionEvents.claimError, error: { code: 'backoffice.claimed', holder: 'case:other' } },
    { type: itemDecisionEvents.decideDone, output: { status: 'approved' } },
    { type: itemDecisionEvents.decideError, error: { code: 'backoffice.claim.required' } },
    { type: itemDecisionEvents.releaseDone, output: null },
    // Releasing cannot be refused by the gateway; a lost answer can still end it, and the claim then lapses by itself.
    { type: itemDecisionEvents.releaseError, error: { code: 'network.abnormal' } },
  ],
};
