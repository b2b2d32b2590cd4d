/**
 * The lobby side of the model tests' world: clients of a visitor or of the
 * demo member (a real login), an in-memory session cache for the lanes, the
 * catalogue values the model's case markers stand for, and what the gateway
 * answers for each query the planner may reach, asked beforehand through
 * the portal's own actors so the planned paths follow real answers.
 */
import { createActor, toPromise } from 'xstate';
import { lobbyMarkers } from '../../../src/machines/game-lobby/game-lobby.model';
import type { LobbyQuery } from '../../../src/machines/game-lobby/game-lobby.machine';
import { createLobbyActors, type LobbyDeps, type LobbyScope } from '../../../src/services/lobby.actors';
import { login } from '../../../src/services/session.api';
import { createPathClient, memoryStores, type PathClient, type World } from './access-world';

export const demoMember = { username: 'demo', password: 'Demo1234' };

/** What each case marker stands for in the seeded catalogue. */
export const markerValues: Record<string, string> = {
  [lobbyMarkers.vendor]: 'PG',
  [lobbyMarkers.gameType]: 'SLOT',
  [lobbyMarkers.match]: 'Wild',
  [lobbyMarkers.nothing]: 'Zzqx no such game',
};

export const real = (value: string): string => markerValues[value] ?? value;

export const realQuery = (query: LobbyQuery): LobbyQuery => ({
  ...query,
  vassalage: real(query.vassalage),
  gameClassify: real(query.gameClassify),
  gameName: real(query.gameName),
});

export function memoryCache(): LobbyDeps['cache'] {
  const entries = new Map<string, string>();
  return { getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value) };
}

/** A client of its own: the demo member's (logged in) or a visitor's. */
export async function lobbyClient(world: World, member: boolean): Promise<PathClient & { token: string | null }> {
  const stores = memoryStores();
  const client = createPathClient(world, stores.store);
  if (member) stores.store.write((await login({ http: client.http }, { type: 'username', ...demoMember })).token);
  return { ...client, token: stores.store.read() };
}

export const lobbyDeps = (world: World, client: PathClient): LobbyDeps => ({
  http: client.http,
  merchant: world.gateway.deps.config.merchant,
  language: () => 'EN',
  cache: memoryCache(),
});

const markerChoices = {
  vassalage: ['', lobbyMarkers.vendor],
  gameClassify: ['', lobbyMarkers.gameType],
  gameName: ['', lobbyMarkers.match, lobbyMarkers.nothing],
  minBet: [null, 1],
  pageNo: [1, 2],
} as const;

export const answerKey = (query: LobbyQuery, member: boolean): string =>
  JSON.stringify([member, query.vassalage, query.gameClassify, query.gameName, query.minBet, query.pageNo]);

/** Whether the list is empty, for every query of markers the planner can build, as the real loadGames actor answers. */
export async function listAnswers(world: World, scope: LobbyScope): Promise<Map<string, boolean>> {
  const answers = new Map<string, boolean>();
  for (const member of [true, false]) {
    const client = await lobbyClient(world, member);
    const { loadGames } = createLobbyActors(lobbyDeps(world, client), scope);
    for (const vassalage of markerChoices.vassalage)
      for (const gameClassify of markerChoices.gameClassify)
        for (const gameName of markerChoices.gameName)
          for (const minBet of markerChoices.minBet)
            for (const pageNo of markerChoices.pageNo) {
              const query: LobbyQuery = { vassalage, gameClassify, gameName, minBet, pageNo };
              const page = await toPromise(createActor(loadGames, { input: { query: realQuery(query), member } }).start());
              answers.set(answerKey(query, member), page.games.length === 0);
            }
  }
  return answers;
}
