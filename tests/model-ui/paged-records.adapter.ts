/**
 * A record list through the points details of /pointMall: of the record
 * screens it is the one list with all four ways a query changes (the
 * period bar, a kind filter, the pager) and a refresh of the same query
 * (points moved anywhere tell the page through the live stream), so one
 * screen reaches every state and transition. The member has its own points
 * (one per worker, made once): 2 deposits and 11 adjustments before them in
 * the last hours, so the whole list and the adjustments alone each fill two
 * pages, and the whole list's first page has both kinds.
 * The model's recent period is the last 7 days, its past one the 7 days
 * before them (no rows); its kind is the adjustments. A refresh is a deposit's
 * points moved on the gateway, which notifies the page (the deposits stay
 * the newest rows). A failed answer is the
 * details call dropped on the network.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { movePoints } from '../../server/src/domain/points';
import { pagedRecordsMachine, type PagedRecordsContext } from '../../src/machines/paged-records/paged-records.machine';
import { pagedRecordsModel, recordsEvents as re, recordsMarkers } from '../../src/machines/paged-records/paged-records.model';
import { calls } from '../../src/services/calls';
import type { TestGateway } from '../e2e/support/gateway';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

const kind = 'adjustment';
const pageSize = 10;
const isDetails = (url: URL) => url.pathname === calls.pointDetails.path;

interface PointsMember {
  id: number;
  login: { username: string; password: string };
  moves: number;
}

/** One member per gateway (each worker starts its own), with its rows made once. */
const membersOf = new WeakMap<TestGateway, PointsMember>();

async function pointsMember(gateway: TestGateway): Promise<PointsMember> {
  const known = membersOf.get(gateway);
  if (known) return known;
  const { member, login } = await freshMember(gateway, 'prui', '0.00');
  const made: PointsMember = { id: member.id, login, moves: 0 };
  // Dated by this machine's clock, as the page's period is: the gateway's clock runs a day ahead per path.
  for (const [index, rowKind] of ['deposit', 'deposit', ...Array<string>(11).fill(kind)].entries()) await move(gateway, made, rowKind, Date.now() - (index + 1) * 60_000);
  membersOf.set(gateway, made);
  return made;
}

/** Points moved as the gateway moves them, telling the member's page through the live stream. */
async function move(gateway: TestGateway, member: PointsMember, rowKind: string, now: number): Promise<void> {
  await movePoints(gateway.db, { memberId: member.id, amount: 10, kind: rowKind, idempotencyKey: `ui-paged:${member.id}:${++member.moves}`, now });
}

const members = new WeakMap<Page, PointsMember>();
const pane = (page: Page) => page.getByTestId('point-details-pane');
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PagedRecordsContext;
const isRecent = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).query.period?.startTime === recordsMarkers.recent.startTime;

/** Drops the next details call when the path's next answer is a failure. */
async function arrange(page: Page, upcoming: readonly EventObject[]): Promise<void> {
  if (upcoming[0]?.type !== re.error) return;
  await page.route(isDetails, (route) => route.abort('connectionreset'), { times: 1 });
}

async function open({ page, gateway, upcoming }: UiWorld): Promise<void> {
  const member = await pointsMember(gateway);
  members.set(page, member);
  await arrange(page, upcoming);
  // The live stream must be open before a refresh's notice is sent, or the notice reaches no one.
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === calls.liveUpdates.path);
  await signIn(page, member.login, { origin: gateway.url, path: '/pointMall' });
  await stream;
  await expect(pane(page)).toBeVisible();
}

/** What the screen offers from where the list rests, and what the gateway answers the query. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const resting = !snapshot.matches('loading');
  const { query } = contextOf(snapshot);
  switch (event.type) {
    case re.done:
      // Only the recent period has rows, two pages of them.
      return ((event as EventObject & { output: { list: unknown[] } }).output.list.length > 0) === isRecent(snapshot);
    case 'records.page': {
      const pageNo = (event as EventObject & { pageNo: number }).pageNo;
      return snapshot.matches('ready') && pageNo !== query.pageNo;
    }
    case 'records.period':
    case 'records.filter':
      return resting;
    default:
      return true;
  }
}

/** Acts with the failure the path's next answer brings arranged first. */
const acting =
  (act: (page: Page, event: EventObject) => Promise<void>) =>
  async ({ page, upcoming }: UiWorld, event: EventObject): Promise<void> => {
    await arrange(page, upcoming);
    await act(page, event);
  };

export const pagedRecordsAdapter: UiAdapter = {
  machine: pagedRecordsMachine,
  model: pagedRecordsModel,
  variants: { default: { open } },
  filterEvents,
  actions: {
    'records.period': acting(async (page, event) => {
      const { period } = event as EventObject & { period: { startTime: number } };
      await pane(page)
        .getByTestId(period.startTime === recordsMarkers.recent.startTime ? 'range-last-7' : 'range-previous')
        .click();
    }),
    'records.filter': acting(async (page, event) => {
      const { filter } = event as EventObject & { filter: string };
      await pane(page).getByTestId('point-kind-filter').selectOption(filter === recordsMarkers.kind ? kind : '');
    }),
    'records.page': acting(async (page, event) => {
      await pane(page).getByTestId(`records-page-${(event as EventObject & { pageNo: number }).pageNo}`).click();
    }),
    'records.retry': acting(async (page) => {
      await pane(page).getByTestId('point-details-failed').getByRole('button').click();
    }),
    'records.refresh': async ({ page, gateway, upcoming }) => {
      await arrange(page, upcoming);
      // The rows stay while the same query is asked again: its answer is the sign the refresh is over.
      const answered = page.waitForResponse((response) => isDetails(new URL(response.url())));
      await move(gateway, members.get(page)!, 'deposit', Date.now());
      await answered;
    },
  },
  automatic: Object.values(re),
  states: {
    'pagedRecords.ready': async ({ page }, expected) => {
      const { query } = contextOf(expected);
      const rows = pane(page).getByTestId('point-details-row');
      await expect(rows.first()).toBeVisible();
      await expect(pane(page).getByTestId(`records-page-${query.pageNo}`)).toHaveAttribute('aria-current', 'page');
      if (query.pageNo === 1) await expect(rows).toHaveCount(pageSize);
      await expect(pane(page).getByTestId('point-kind-filter')).toHaveValue(query.filter === recordsMarkers.kind ? kind : '');
      // The kind filter keeps only adjustments; the whole list also has the deposits, on its first page.
      const types = await rows.locator('td:nth-child(2)').allInnerTexts();
      if (query.filter === recordsMarkers.kind) expect(new Set(types).size).toBe(1);
      else if (query.pageNo === 1) expect(new Set(types).size).toBeGreaterThan(1);
    },
    'pagedRecords.empty': async ({ page }) => {
      await expect(pane(page).getByTestId('point-details-empty')).toBeVisible();
      await expect(pane(page).getByTestId('range-last-7')).toHaveAttribute('aria-pressed', 'false');
    },
    'pagedRecords.failed': async ({ page }) => {
      await expect(pane(page).getByTestId('point-details-failed')).toBeVisible();
      await expect(pane(page).getByTestId('point-details-failed').getByRole('button')).toBeEnabled();
    },
  },
  notFromUi: {},
};
