/**
 * Every machine of the back office, once, in the portal registry's shape. The
 * model tool, the machine docs and the export tests read it beside the
 * portal's list (scripts/model/machines.ts); the portal's inspector does not,
 * so the portal's chunks never load back-office code. A test fails when a
 * machine file here has no entry.
 */
import type { MachineEntry } from '../../machines/registry';
import { contentEditorMachine } from './content-editor.machine';
import { contentEditorModel } from './content-editor.model';
import { itemDecisionMachine } from './item-decision.machine';
import { itemDecisionModel } from './item-decision.model';
import { reasonedActionMachine } from './reasoned-action.machine';
import { reasonedActionModel } from './reasoned-action.model';

export const backofficeMachineRegistry: MachineEntry[] = [
  {
    id: 'itemDecision',
    file: 'src/backoffice/machines/item-decision.machine.ts',
    purpose:
      'One queue item worked by one operator: claim it (the gateway picks one winner and names the holder to the others), decide it with a verb and a reason while the claim lives, or release it.',
    screens: ['/backoffice/deposits', '/backoffice/withdrawals', '/backoffice/confirmations', '/backoffice/redemptions', '/backoffice/activities', '/backoffice/affiliates', '/backoffice/feedback'],
    logic: itemDecisionMachine,
    model: itemDecisionModel,
  },
  {
    id: 'reasonedAction',
    file: 'src/backoffice/machines/reasoned-action.machine.ts',
    purpose:
      "An operator's action on a member that the gateway may refuse (lock, unlock, note, balance adjustment and its approval, lifting a break): the form disabled while it runs, the refusal code below its field, the answer kept until another action.",
    screens: ['/backoffice/members', '/backoffice/adjustments'],
    logic: reasonedActionMachine,
    model: reasonedActionModel,
  },
  {
    id: 'contentEditor',
    file: 'src/backoffice/machines/content-editor.machine.ts',
    purpose:
      'Editing one kind of public content: the published rows and drafts; an edit saved as a draft, previewed as the gateway would show it, published or taken back to the edit; a published row unpublished, a draft discarded; a refusal returns to its step with its codes.',
    screens: ['/backoffice/content/banners', '/backoffice/content/announcements', '/backoffice/content/promotions', '/backoffice/content/help-topics', '/backoffice/content/goods'],
    logic: contentEditorMachine,
    model: contentEditorModel,
  },
];
