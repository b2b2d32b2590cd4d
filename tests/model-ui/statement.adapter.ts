/**
 * The statement through its section of the Safer play page, for a fresh
 * member. The first load asks for no period (the gateway's default); a
 * period the member picks is the one-month choice, or, when the path's answer
 * is a refusal, 400 days typed in the dates (too long for the gateway). A
 * period picked while the last one still loads is a quick choice clicked
 * while that answer is held back (the Show button waits, the quick choices do
 * not). Lost answers and a failed file are requests dropped on the network.
 */
import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { dayText } from '../../src/components/member-centre/statement/statement-period';
import { statementMachine, type StatementContext } from '../../src/machines/statement/statement.machine';
import { statementEvents as st, statementModel } from '../../src/machines/statement/statement.model';
import { calls } from '../../src/services/calls';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

const day = 24 * 3_600_000;
const contextOf = (snapshot: AnyMachineSnapshot | undefined) => snapshot?.context as StatementContext;
const firstAnswerOf = (events: readonly EventObject[], actor: string) =>
  events.find((event) => event.type === `xstate.done.actor.${actor}` || event.type === `xstate.error.actor.${actor}`);
const isStatementCall = (url: URL) => url.pathname === calls.statement.path;

/** A period followed at once by another: its answer is held back long enough for the next click (which replaces it). */
async function holdBackWhenReplaced(page: Page, upcoming: readonly EventObject[]): Promise<void> {
  if (upcoming[0]?.type !== 'statement.period') return;
  await page.route(isStatementCall, (route) => new Promise((resolve) => setTimeout(resolve, 5_000)).then(() => route.continue().catch(() => undefined)), { times: 1 });
}

/**
 * The default period is never refused: a load without a new period fails only by a lost connection. Every such
 * call fails until the member retries (the section may mount twice while the page settles, asking twice).
 */
async function dropWhenFailing(page: Page, upcoming: readonly EventObject[]): Promise<void> {
  await page.unroute(isStatementCall, dropAll);
  if (firstAnswerOf(upcoming, 'loadStatement')?.type === st.loadError) await page.route(isStatementCall, dropAll);
}
const dropAll = (route: Route) => route.abort('connectionreset');

async function openSaferPlay(world: UiWorld): Promise<void> {
  const { page, gateway, upcoming } = world;
  const { login } = await freshMember(gateway, 'stui', '0.00');
  await dropWhenFailing(page, upcoming);
  await signIn(page, login, { origin: gateway.url, path: '/?mc=saferPlay' });
  await expect(page.getByTestId('statement-panel')).toBeVisible();
}

/**
 * What the gateway answers and the section offers. The default period is never refused; a picked one is refused
 * only while figures stay on screen (the section shows the period form only beside figures). The file is asked
 * only beside figures at rest, and no period is picked while it is prepared, so the two calls never race.
 */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const loading = snapshot.hasTag('busy');
  const preparing = snapshot.hasTag('preparingFile');
  switch (event.type) {
    case st.loadDone:
      return loading;
    case st.loadError:
      return snapshot.matches({ figures: 'reloading' }) || (snapshot.matches({ figures: 'loading' }) && contextOf(snapshot).period === null);
    case st.fileDone:
    case st.fileError:
      return preparing;
    case 'statement.period':
      return !preparing && (snapshot.matches({ figures: 'shown' }) || snapshot.matches({ figures: 'reloading' }));
    case 'statement.download':
      return !loading && !preparing && contextOf(snapshot).statement !== null;
    case 'statement.retry':
      return snapshot.matches({ figures: 'failed' });
    default:
      return true;
  }
}

export const statementAdapter: UiAdapter = {
  machine: statementMachine,
  model: statementModel,
  variants: { default: { open: openSaferPlay } },
  filterEvents,
  actions: {
    'statement.period': async ({ page, upcoming }) => {
      const busy = await page.getByTestId('statement-show').isDisabled();
      const refused = firstAnswerOf(upcoming, 'loadStatement')?.type === st.loadError;
      await holdBackWhenReplaced(page, upcoming);
      if (refused && !busy) {
        const to = await page.getByTestId('statement-to').inputValue();
        await page.getByTestId('statement-from').fill(dayText(new Date(`${to}T12:00:00`).getTime() - 400 * day));
        await page.getByTestId('statement-show').click();
        return;
      }
      if (refused) {
        // The Show button waits for the answer under way: the quick choice's period is stretched to 400 days on its way.
        await page.route(
          isStatementCall,
          (route) => {
            const url = new URL(route.request().url());
            url.searchParams.set('startTime', String(Number(url.searchParams.get('endTime')) - 400 * day));
            return route.continue({ url: url.toString() });
          },
          { times: 1 },
        );
      }
      await page.getByTestId('statement-preset-1').click();
    },
    'statement.retry': async ({ page, upcoming }) => {
      await dropWhenFailing(page, upcoming);
      await page.getByTestId('statement-failed').getByRole('button').click();
    },
    'statement.download': async ({ page, upcoming }) => {
      if (firstAnswerOf(upcoming, 'downloadStatement')?.type === st.fileError) {
        await page.route((url) => url.pathname === calls.statementCsv.path, (route) => route.abort('connectionreset'), { times: 1 });
        await page.getByTestId('statement-download').click();
        return;
      }
      const file = page.waitForEvent('download');
      await page.getByTestId('statement-download').click();
      expect((await file).suggestedFilename()).toMatch(/\.csv$/);
    },
  },
  automatic: Object.values(st),
  states: {
    'statement.figures.failed': async ({ page }) => {
      await expect(page.getByTestId('statement-failed')).toBeVisible();
    },
    'statement.figures.shown': async ({ page }, expected) => {
      await expect(page.getByTestId('statement-range')).toBeVisible();
      await expect(page.getByTestId('statement-show')).toBeEnabled();
      // A refused period keeps the figures, with the reason under the dates.
      await expect(page.getByTestId('statement-period-error')).toHaveCount(contextOf(expected).errorCode ? 1 : 0);
    },
    'statement.file.idle': async ({ page }, expected) => {
      if (!contextOf(expected).statement) return;
      await expect(page.getByTestId('statement-download')).toBeEnabled();
      await expect(page.getByTestId('statement-file-error')).toHaveCount(contextOf(expected).fileErrorCode ? 1 : 0);
    },
  },
  notFromUi: {
    'transition:statement.figures.loading|statement.period|0':
      'Until the first figures arrive the section shows a placeholder, with no period to pick (the machine and gateway levels take a period asked during the first load).',
    'transition:statement.figures.failed|statement.period|0':
      'A failed first load shows only its retry: the dates and quick choices come with figures (the machine and gateway levels take a period asked after a failure).',
  },
};
