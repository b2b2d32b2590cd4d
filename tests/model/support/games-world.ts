/**
 * The games side of the model tests' world: a session actor of the kind a
 * path needs (a guest, the trial account free play makes, the demo member),
 * settled before the launch starts, and the real cards each launch case
 * stands for, read from the gateway's catalogue through the portal's own calls.
 */
import type { Actor } from 'xstate';
import { waitFor } from 'xstate';
import { launchKindOf, type LaunchRequestTarget } from '../../../src/machines/game-launch/game-launch-rules';
import type { LaunchCase } from '../../../src/machines/game-launch/game-launch.model';
import type { sessionMachine } from '../../../src/machines/session/session.machine';
import { selectSession } from '../../../src/machines/session/session.selectors';
import { createAccessLogic } from '../../../src/services/access-logic';
import { loadGameList, loadLotteryMenus, loadVendorLanes, loadVnLotteryMenu } from '../../../src/services/games.api';
import type { GameCard } from '../../../src/services/schemas/games';
import { login, loginFreePlay } from '../../../src/services/session.api';
import { createCoverage } from './access-coverage';
import { createPathClient, memoryStores, type PathClient, type World } from './access-world';

export type Account = 'guest' | 'trial' | 'member';

export const demoMember = { username: 'demo', password: 'Demo1234' };

export interface GamesSession {
  client: PathClient;
  stores: ReturnType<typeof memoryStores>;
  session: Actor<typeof sessionMachine>;
  token: string | null;
}

/** A started session actor that knows its account kind (and has loaded its balance and extras). */
export async function startSession(world: World, account: Account, coverage: ReturnType<typeof createCoverage>): Promise<GamesSession> {
  const stores = memoryStores();
  const client = createPathClient(world, stores.store);
  if (account === 'member') stores.store.write((await login({ http: client.http }, { type: 'username', ...demoMember })).token);
  if (account === 'trial') stores.store.write((await loginFreePlay({ http: client.http })).token);
  const access = createAccessLogic({ http: client.http, store: stores.store, remember: stores.remember, now: world.now });
  const session = coverage.createActor(access.session) as Actor<typeof sessionMachine>;
  client.onSessionExpired = () => session.send({ type: 'session.expired' });
  session.start();
  await waitFor(
    session,
    (snapshot) => snapshot.matches('loggedOut') || (snapshot.matches({ loggedIn: { extras: 'ready' } }) && !selectSession(snapshot).accountLoading),
    { timeout: 15_000 },
  );
  return { client, stores, session, token: stores.store.read() };
}

const withName = (game: GameCard): LaunchRequestTarget => ({ ...game });

function first<T>(list: readonly T[], test: (item: T) => boolean, what: string): T {
  const found = list.find(test);
  if (!found) throw new Error(`the catalogue has no ${what}`);
  return found;
}

/** The real card of every launch case, read the way the portal reads them. */
export async function catalogueTargets(world: World): Promise<Record<LaunchCase, LaunchRequestTarget>> {
  const member = await startCatalogueClient(world);
  const api = { http: member.http };
  const merchant = world.gateway.deps.config.merchant;
  const lanes = await loadVendorLanes(api, merchant);
  const cards = lanes.flatMap((lane) => lane.cards);
  const listOf = async (vassalage: string) => (await loadGameList(api, { merchant, vassalage, pageSize: 100, language: 'EN' })).games;
  const vendors = cards.filter((card) => card.gameType === 'RNG' && card.gameCode === '');
  const listed = (await Promise.all(vendors.map((card) => listOf(card.vassalage)))).flat();
  const lottery = [
    ...(await loadLotteryMenus(api, { prizeMode: 'LOTT', language: 'EN' })),
    ...(await loadLotteryMenus(api, { prizeMode: 'ELOTT', language: 'EN' })),
    ...(await loadLotteryMenus(api, { prizeMode: 'SEA', language: 'EN' })),
    ...(await loadVnLotteryMenu(api, { prizeMode: 'VN', language: 'EN' })),
  ].flatMap((menu) => menu.gameMenus);

  const slot = withName(first(listed, (game) => launchKindOf(game) === 'game' && game.launchMode === 'iframe', 'playable slot'));
  const vassalage = { ...first(cards, (card) => card.isGame === 'VASSALAGE' && !card.maintenance, 'VASSALAGE card'), gameName: undefined } as LaunchRequestTarget;
  const maintenance = withName(first(listed, (game) => launchKindOf(game) === 'maintenance', 'game under maintenance'));
  const lotteryOf = (accountTypeName: string) => withName(first(lottery, (game) => game.accountTypeName === accountTypeName && !game.maintenance, `${accountTypeName} lottery game`) as unknown as GameCard);
  return {
    slot,
    seamless: withName(first(listed, (game) => launchKindOf(game) === 'game' && game.launchMode === 'seamless', 'seamless game')),
    vassalage,
    lott: lotteryOf('LOTT'),
    elott: lotteryOf('ELOTT'),
    sea: lotteryOf('TCG_SEA'),
    vn: lotteryOf('TCG_LOTTO_VN'),
    vendor: first(cards, (card) => card.gameType === 'RNG' && card.gameCode === '' && !card.maintenance, 'slots vendor card') as LaunchRequestTarget,
    maintenance,
    // The card was drawn before its game went into maintenance: the gateway says so at launch.
    staleMaintenance: { ...maintenance, maintenance: false },
    unknownGame: { ...slot, nodeId: 987_654, code: 'NO_SUCH_GAME', gameCode: 'NO_SUCH_GAME' },
    sessionLost: slot,
    sessionLostVassalage: vassalage,
  };
}

async function startCatalogueClient(world: World): Promise<PathClient> {
  const stores = memoryStores();
  const client = createPathClient(world, stores.store);
  stores.store.write((await login({ http: client.http }, { type: 'username', ...demoMember })).token);
  return client;
}
