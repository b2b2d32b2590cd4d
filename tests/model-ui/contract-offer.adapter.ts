/**
 * The upline's offer through its two screens: a new offer from the agent
 * centre's downline management (the row's Offer button opens it in a
 * dialog), and the answer to a downline's daily-salary request inside its
 * card in the contract popup. Per path a fresh upline agent and its
 * downline. `good` terms are typed as the model gives them; `tooHigh` is a
 * rate the form itself stops below the field, so the same good terms are
 * typed and the rate is raised to 9.00 on the way, for the gateway to
 * refuse. A lost answer is the dangerous kind: the gateway stores the offer
 * and only its answer is dropped, so the retry with the same id must get the
 * same offer back, not a refusal for an offer already open.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { termsCases } from '../../src/machines/contract/contract-cases';
import { contractOfferMachine, type ContractOfferContext } from '../../src/machines/contract/contract-offer.machine';
import { contractOfferEvents as co, contractOfferModel, proposalCases } from '../../src/machines/contract/contract-offer.model';
import { calls } from '../../src/services/calls';
import { contractCallOf } from '../../src/services/schemas/contracts';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';
import { arrangeContract, contractParties, loseNextAnswer, withoutLiveChannel, type ContractParties } from './contract-world';

interface OfferPath {
  parties: ContractParties;
  /** The request answered, or null for a new offer from the agent centre. */
  requestId: number | null;
}

const paths = new WeakMap<Page, OfferPath>();
const pathOf = (page: Page): OfferPath => {
  const path = paths.get(page);
  if (!path) throw new Error('the path opened no offer');
  return path;
};
const codeOf = (event: EventObject | undefined) => (event as (EventObject & { error?: { code?: string } }) | undefined)?.error?.code;
const rateOf = (snapshot: AnyMachineSnapshot | undefined) => (snapshot?.context as ContractOfferContext | undefined)?.proposal?.terms.rate;
const offerPath = calls[contractCallOf.dailySalary].path;
const offerDialog = (page: Page, parties: ContractParties) => page.getByRole('dialog', { name: parties.downline.login.username });
/** The offer's own card when answering a request; the dialog otherwise. */
const host = (page: Page) => {
  const { requestId, parties } = pathOf(page);
  return requestId === null ? offerDialog(page, parties) : page.getByTestId(`contract-${requestId}`);
};
const form = (page: Page) => host(page).getByTestId('offer-form');

/** Arranges the gateway's answer to the submission the action starts: the next submit answer of the path. */
async function arrangeSubmit({ page, upcoming, next }: UiWorld): Promise<void> {
  const answer = upcoming.find((event) => event.type === co.submitDone || event.type === co.submitError);
  if (rateOf(next) === proposalCases.tooHigh.terms.rate) {
    await page.route(
      (url) => url.pathname === offerPath,
      (route) => {
        const body = route.request().postDataJSON() as { terms: Record<string, unknown> };
        return route.continue({ postData: JSON.stringify({ ...body, terms: { ...body.terms, rate: proposalCases.tooHigh.terms.rate } }) });
      },
      { times: 1 },
    );
  }
  if (codeOf(answer) === 'network.abnormal') await loseNextAnswer(page, offerPath);
}

async function openNewOffer({ page, gateway }: UiWorld): Promise<void> {
  const parties = await contractParties(gateway);
  paths.set(page, { parties, requestId: null });
  await withoutLiveChannel(page);
  await signIn(page, parties.upline.login, { origin: gateway.url, path: '/?ac=downlineManagement' });
  await page.getByTestId(`downline-offer-${parties.downline.login.username}`).click();
  await expect(form(page)).toBeVisible();
}

async function openRequestAnswer({ page, gateway }: UiWorld): Promise<void> {
  const parties = await contractParties(gateway);
  const requestId = await arrangeContract(gateway, parties, { status: 'requested', role: 'upline', kind: 'dailySalary' });
  paths.set(page, { parties, requestId });
  await withoutLiveChannel(page);
  await signIn(page, parties.upline.login, { origin: gateway.url });
  await page.getByTestId('avatar').click();
  await page.getByTestId('menu-contracts').click();
  await host(page).getByTestId('contract-answer').click();
  await expect(form(page)).toBeVisible();
}

/** What the gateway answers each typed proposal; a lost answer can happen to any submission. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const tooHigh = rateOf(snapshot) === proposalCases.tooHigh.terms.rate;
  if (event.type === co.submitDone) return !tooHigh;
  if (event.type === co.submitError && codeOf(event) !== 'network.abnormal') return tooHigh;
  return true;
}

export const contractOfferAdapter: UiAdapter = {
  machine: contractOfferMachine,
  model: contractOfferModel,
  variants: {
    default: { open: openNewOffer },
    answerRequest: { input: contractOfferModel.inputs?.find((variant) => variant.name === 'answerRequest')?.input, open: openRequestAnswer },
  },
  filterEvents,
  actions: {
    'offer.submit': async (world) => {
      await arrangeSubmit(world);
      const offer = form(world.page);
      for (const [name, value] of Object.entries(termsCases.dailySalary)) await offer.getByTestId(`offer-${name}`).fill(String(value));
      await offer.getByTestId('offer-submit').click();
    },
    'offer.retry': async (world) => {
      await arrangeSubmit(world);
      await form(world.page).getByTestId('offer-retry').click();
    },
    'offer.cancel': async ({ page }) => {
      await form(page).getByTestId('offer-cancel').click();
    },
  },
  automatic: Object.values(co),
  states: {
    'contractOffer.editing': async ({ page }) => {
      await expect(form(page).getByTestId('offer-failed')).toHaveCount(0);
      await expect(form(page).getByTestId('offer-submit')).toBeEnabled();
    },
    'contractOffer.refused': async ({ page }) => {
      // The gateway's refusal names the rate: it shows below the field with the kind's maximum.
      await expect(form(page).getByTestId('offer-rate-error')).toHaveText('Enter a rate above 0 and at most 5 %.');
      await expect(form(page).getByTestId('offer-submit')).toBeEnabled();
    },
    'contractOffer.failed': async ({ page }) => {
      await expect(form(page).getByTestId('offer-retry')).toBeVisible();
      await expect(form(page).getByTestId('offer-submit')).toBeDisabled();
    },
    'contractOffer.offered': async ({ page }) => {
      if (pathOf(page).requestId === null) await expect(host(page).getByTestId('offer-done')).toContainText(pathOf(page).parties.downline.login.username);
      else await expect(host(page)).toHaveAttribute('data-phase', 'awaitingAnswer');
      await expect(form(page)).toHaveCount(0);
    },
    'contractOffer.cancelled': async ({ page }) => {
      // A new offer's dialog closes; an answer's card goes back to the request with its buttons.
      if (pathOf(page).requestId === null) await expect(offerDialog(page, pathOf(page).parties)).toHaveCount(0);
      else await expect(host(page)).toHaveAttribute('data-phase', 'answeringRequest');
      await expect(form(page)).toHaveCount(0);
    },
  },
  notFromUi: {},
};
