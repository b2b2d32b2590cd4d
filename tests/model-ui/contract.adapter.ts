/**
 * One contract through the contract popup (avatar menu → Contracts, or
 * opening by itself when an offer waits), as the party each start looks
 * from. Per path a fresh upline agent, its downline agent and that one's own
 * downline; the start's contract is put in place with the gateway's own
 * steps before sign-in. Before a step the planned answer is arranged: the
 * downline's own higher daily salary exists (higher_rate) or not, or the
 * call is lost on the network before the gateway hears it (so the contract
 * stays where the screen shows it). The offer form inside the card is the
 * upline's answer to a request: filled in and sent, or closed. The tab's
 * live channel is off, so what is arranged on the side never reloads the
 * list behind the path's back.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { contractCase, startCases, termsCases, type StartCase } from '../../src/machines/contract/contract-cases';
import type { ContractContext } from '../../src/machines/contract/contract-types';
import { contractMachine } from '../../src/machines/contract/contract.machine';
import { contractEvents as ce, contractModel } from '../../src/machines/contract/contract.model';
import { phaseOf } from '../../src/machines/contract/contract.selectors';
import { calls } from '../../src/services/calls';
import { contractCallOf, type Contract } from '../../src/services/schemas/contracts';
import { codeOf, gatewayCanAnswer, type ContractAnswer } from '../model/support/contract-answers';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiVariant, UiWorld } from './ui-adapter';
import { arrangeContract, arrangeHigherRate, contractParties, dropNextCall, endHigherRate, withoutLiveChannel, type ContractParties } from './contract-world';

interface ContractPath {
  parties: ContractParties;
  id: number;
  kind: Contract['kind'];
  /** The downline's own 2.00 % daily salary while it runs. */
  higher: number | null;
}

const paths = new WeakMap<Page, ContractPath>();
const pathOf = (page: Page): ContractPath => {
  const path = paths.get(page);
  if (!path) throw new Error('the path opened no contract');
  return path;
};
type WithAnswer = ContractAnswer;
const contextOf = (snapshot: AnyMachineSnapshot | undefined) => snapshot?.context as ContractContext;
const stepAnswers: readonly string[] = [ce.acceptDone, ce.acceptError, ce.rejectDone, ce.rejectError, ce.terminateDone, ce.terminateError, ce.keepDone, ce.keepError];
/** The answer to the step an action sends comes right after it; a later step's answer is arranged by its own action. */
const nextStepAnswer = (events: readonly EventObject[]) => (events[0] && stepAnswers.includes(events[0].type) ? events[0] : undefined);
const card = (page: Page) => page.getByTestId(`contract-${pathOf(page).id}`);

/** Makes the gateway give the step about to be sent the planned answer. */
async function arrangeStep({ page, gateway, upcoming, next }: UiWorld): Promise<void> {
  const path = pathOf(page);
  const outcome = nextStepAnswer(upcoming);
  if (!outcome) return;
  if (codeOf(outcome) === 'network.abnormal') {
    await dropNextCall(page, calls[contractCallOf[path.kind]].path);
    return;
  }
  if (codeOf(outcome) === 'higher_rate' && path.higher === null) path.higher = await arrangeHigherRate(gateway, path.parties);
  // A plain accept has nothing of the downline's to end; a confirmed one ends what runs.
  if (outcome.type === ce.acceptDone && !contextOf(next).confirmHigherRate && path.higher !== null) {
    await endHigherRate(gateway, path.parties, path.higher);
    path.higher = null;
  }
}

function variant(name: StartCase): UiVariant {
  const start = startCases[name];
  return {
    input: { contract: contractCase(start) },
    open: async ({ page, gateway }) => {
      const parties = await contractParties(gateway);
      const id = await arrangeContract(gateway, parties, start);
      paths.set(page, { parties, id, kind: start.kind, higher: null });
      await withoutLiveChannel(page);
      await signIn(page, (start.role === 'upline' ? parties.upline : parties.downline).login, { origin: gateway.url });
      // An offer waiting for the member opens the popup by itself after sign-in; anything else opens from the avatar menu.
      if (start.status === 'offered' && start.role === 'downline') {
        // After member info, the contract flags and the popup's own chunk: on a loaded machine that can take a while.
        await expect(page.getByTestId('contracts-popup')).toHaveAttribute('data-reason', 'offers', { timeout: 30_000 });
      } else {
        await page.getByTestId('avatar').click();
        await page.getByTestId('menu-contracts').click();
        await expect(page.getByTestId('contracts-popup')).toHaveAttribute('data-reason', 'menu');
      }
      await expect(card(page)).toBeVisible({ timeout: 30_000 });
    },
  };
}

/** What the real gateway can answer from this snapshot, and what the screens can show. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (!gatewayCanAnswer(snapshot, event)) return false;
  // Failures are lost calls the gateway never heard (the contract stays as the screen shows it after Dismiss), or its higher-rate warning.
  if (event.type.startsWith('xstate.error.actor.')) return codeOf(event) === 'network.abnormal' || (event.type === ce.acceptError && codeOf(event) === 'higher_rate');
  return true;
}

const click = (testId: string) => async (world: UiWorld) => {
  await arrangeStep(world);
  await card(world.page).getByTestId(testId).click();
};

/** The upline's terms for a request of each kind, typed into the form inside the card. */
async function answerWithTerms(page: Page): Promise<void> {
  const form = card(page).getByTestId('offer-form');
  const terms = termsCases[pathOf(page).kind] as Record<string, string | number>;
  for (const [name, value] of Object.entries(terms)) {
    if (name === 'period') await form.locator('#offer-period').selectOption(String(value));
    else await form.getByTestId(`offer-${name}`).fill(String(value));
  }
  await form.getByTestId('offer-submit').click();
}

export const contractAdapter: UiAdapter = {
  machine: contractMachine,
  model: contractModel,
  variants: Object.fromEntries(
    (['offerToDownline', 'requestSent', 'requestReceived', 'offerSent', 'running', 'endAskedByMe', 'endAskedOfMe'] as const).map((name) => [name === 'offerToDownline' ? 'default' : name, variant(name)]),
  ),
  filterEvents,
  actions: {
    'contract.accept': click('contract-accept'),
    'contract.reject': click('contract-reject'),
    'contract.withdraw': click('contract-withdraw'),
    'contract.terminate': click('contract-terminate'),
    'termination.confirm': click('contract-confirm-termination'),
    'termination.keep': click('contract-keep'),
    'request.answer': click('contract-answer'),
    'failure.dismiss': click('contract-dismiss'),
    'higherRate.confirm': click('higher-rate-confirm'),
    'higherRate.cancel': click('higher-rate-cancel'),
    [ce.offerDone]: async ({ page }, event) => {
      if ((event as WithAnswer).output === null) await card(page).getByTestId('offer-cancel').click();
      else await answerWithTerms(page);
    },
  },
  automatic: stepAnswers,
  states: {
    // Every state shows as the card's phase; the checks below add what each state says besides.
    contract: async ({ page }, expected) => {
      await expect(card(page)).toHaveAttribute('data-phase', phaseOf(expected as never));
      await expect(card(page)).toHaveAttribute('aria-busy', 'false');
    },
    'contract.requested.composingOffer': async ({ page }) => {
      await expect(card(page).getByTestId('offer-form')).toBeVisible();
    },
    'contract.higherRateWarning': async ({ page }) => {
      const warning = card(page).getByTestId('higher-rate-warning');
      await expect(warning.getByTestId(`higher-rate-${pathOf(page).parties.sub?.login.username}`)).toContainText('2.00 %');
    },
    'contract.active': async ({ page }) => {
      const path = pathOf(page);
      await expect(card(page).getByTestId('contract-terminate')).toBeVisible();
      // An accept confirmed over the warning ended the downline's own contract, and says so.
      if (path.higher === null) return;
      await expect(card(page).getByTestId('contract-ended')).toContainText(`${path.parties.sub?.login.username} (2.00 %)`);
      path.higher = null;
    },
    'contract.failed': async ({ page }) => {
      await expect(card(page).getByTestId('contract-failed')).toBeVisible();
      await expect(card(page).getByTestId('contract-dismiss')).toBeEnabled();
    },
    'contract.terminated': async ({ page }) => {
      await expect(card(page).getByTestId('contract-status')).toHaveText('Ended');
    },
  },
  notFromUi: {
    'variant:ended':
      'The contract list asks the gateway for open contracts only (scope open): an ended contract is never listed, so no card starts from it.',
    'variant:declined': 'The contract list asks the gateway for open contracts only (scope open): a rejected contract is never listed, so no card starts from it.',
    'transition:contract.routing||7':
      'A card starting from an ended contract: the list shows open contracts only, so routing never meets one; cards reach terminated through their own steps.',
    'transition:contract.routing||8':
      'A card starting from a rejected contract: the list shows open contracts only, so routing never meets one; cards reach rejected through their own steps.',
  },
};
