/**
 * Event cases for path generation over bonus wagering. The list the model
 * loads holds one open requirement (id 1) and one met (id 2): asking to
 * forfeit the met one is refused by the guard. The forfeit fails in two
 * ways: a refusal (the requirement closed meanwhile) and a lost answer (the
 * money may have left). The real test turns the ids into the member's own.
 */
import type { EventObject } from 'xstate';
import type { BonusRequirement } from '../../services/schemas/wagering';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';

export const bonusWageringEvents = {
  loadDone: 'xstate.done.actor.loadRequirements',
  loadError: 'xstate.error.actor.loadRequirements',
  idDone: 'xstate.done.actor.createRequestId',
  forfeitDone: 'xstate.done.actor.forfeitBonus',
  forfeitError: 'xstate.error.actor.forfeitBonus',
} as const;

/** Which requirement a `forfeit.ask` names: the member's open one, or one already closed. */
export const modelRequirementIds = { open: 1, closed: 2 } as const;

const requirement = (id: number, status: BonusRequirement['status']): BonusRequirement => ({
  id,
  claimId: id,
  reference: `R${id}`,
  promotionId: 1,
  title: 'Welcome bonus',
  bonus: '500.00',
  deposit: '0.00',
  multiple: '15',
  base: 'bonus',
  weights: {},
  required: '7500.00',
  wagered: status === 'open' ? '1150.00' : '7500.00',
  locked: status === 'open' ? '550.00' : '0.00',
  status,
  createdAt: 0,
  closedAt: status === 'open' ? null : 1,
  closedAmount: status === 'open' ? null : '300.00',
});

export const bonusWageringModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'list.reload' },
    { type: 'forfeit.ask', requirementId: modelRequirementIds.open },
    { type: 'forfeit.ask', requirementId: modelRequirementIds.closed },
    { type: 'forfeit.confirm' },
    { type: 'forfeit.cancel' },
    { type: 'forfeit.retry' },
    { type: 'forfeit.dismiss' },
    {
      type: bonusWageringEvents.loadDone,
      output: {
        balance: '1050.00',
        locked: '550.00',
        withdrawable: '500.00',
        list: [requirement(modelRequirementIds.open, 'open'), requirement(modelRequirementIds.closed, 'met')],
      },
    },
    { type: bonusWageringEvents.loadError, error: { code: 'network.abnormal' } },
    { type: bonusWageringEvents.idDone, output: 'model-request-id' },
    { type: bonusWageringEvents.forfeitDone, output: { requirement: requirement(modelRequirementIds.open, 'forfeited'), forfeited: '550.00', balance: '500.00' } },
    { type: bonusWageringEvents.forfeitError, error: { code: 'bonus.requirement.closed' } },
    { type: bonusWageringEvents.forfeitError, error: { code: 'network.abnormal' } },
  ],
  // Whether a list has been answered decides the guard; the error decides which of refused and failed follows.
  serializeState: serializeWithContext((context) => [context.requirements !== null, context.errorCode]),
};
