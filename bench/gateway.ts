/**
 * The gateway's load figures against the targets of the quality gates, on
 * the embedded database and on a throwaway PostgreSQL server, each beside a
 * bare Hono answer measured in the same run on the same machine:
 *  - public answers the portal asks for on every visit (status, whitelabel,
 *    announcements, vendor lanes, hot games, lottery menus): at least a
 *    quarter of the bare rate, p99 at most 25 ms;
 *  - token calls (balance, game list, member info): at least 2,000 requests
 *    a second, p99 at most 50 ms.
 * Every request of a figure must be answered 2xx without a socket error.
 */
import { startPostgres } from '../server/test/postgres';
import { measureLoad, startServer, type LoadFigure } from './load';

export type GatewayDatabase = 'pglite' | 'postgres';

export interface GatewayFigure extends LoadFigure {
  database: GatewayDatabase;
  kind: 'public' | 'token';
  /** What the figure must reach, in words ("≥ 25% of bare, p99 ≤ 25 ms"). */
  target: string;
  /** Requests per second over the bare answer's, in the same run on the same database's turn. */
  ratioToBare: number;
  pass: boolean;
}

export interface GatewayFigures {
  /** One bare Hono figure per database turn (the mean of one before and one after it): the floor of its ratios. */
  bare: (LoadFigure & { database: GatewayDatabase; before: number; after: number })[];
  figures: GatewayFigure[];
  pass: boolean;
}

export const publicTargets = { minRatioToBare: 0.25, maxP99Ms: 25 };
export const tokenTargets = { minRequestsPerSecond: 2000, maxP99Ms: 50 };

interface Probe {
  name: string;
  kind: 'public' | 'token';
  path: string;
  query?: Record<string, string>;
}

/** The requests the portal sends for each figure (src/services/*.api.ts), with the headers it sends. */
const probes: Probe[] = [
  { name: 'system status', kind: 'public', path: '/wps/system/status', query: { host: '127.0.0.1' } },
  { name: 'whitelabel', kind: 'public', path: '/wps/system/whitelabel' },
  { name: 'announcements', kind: 'public', path: '/wps/relay/MCSFE_getListAnnouncements', query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } },
  { name: 'vendor lanes', kind: 'public', path: '/wps/relay/GCSGAME_newGameVendor', query: { platform: 'html5-desktop', merchantCode: 'XSP' } },
  {
    name: 'hot games',
    kind: 'public',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    query: { merchantCode: 'XSP', isPlatform: '2', vassalage: '', platform: 'flash,html5-desktop', language: 'EN' },
  },
  { name: 'lottery menus', kind: 'public', path: '/lgw/games/game_menus', query: { prizeMode: 'LOTT', language: 'EN' } },
  { name: 'balance', kind: 'token', path: '/wps/v2/wallets/balance' },
  {
    name: 'game list',
    kind: 'token',
    path: '/wps/relay/GCSGAME_gameList',
    query: { clientType: '3', platform: 'flash,html5-desktop', gameType: 'RNG', pageNo: '2', pageSize: '42', language: 'EN' },
  },
  { name: 'member info', kind: 'token', path: '/wps/member/info' },
];

const ratio = (part: number, whole: number) => (whole > 0 ? Number((part / whole).toFixed(3)) : 0);

function judge(probe: Probe, figure: LoadFigure, bare: LoadFigure, database: GatewayDatabase): GatewayFigure {
  const ratioToBare = ratio(figure.requestsPerSecond, bare.requestsPerSecond);
  const clean = figure.non2xx === 0 && figure.errors === 0;
  const [target, reached] =
    probe.kind === 'public'
      ? [
          `≥ ${publicTargets.minRatioToBare * 100}% of bare, p99 ≤ ${publicTargets.maxP99Ms} ms`,
          ratioToBare >= publicTargets.minRatioToBare && figure.p99 <= publicTargets.maxP99Ms,
        ]
      : [
          `≥ ${tokenTargets.minRequestsPerSecond} req/s, p99 ≤ ${tokenTargets.maxP99Ms} ms`,
          figure.requestsPerSecond >= tokenTargets.minRequestsPerSecond && figure.p99 <= tokenTargets.maxP99Ms,
        ];
  return { ...figure, database, kind: probe.kind, target, ratioToBare, pass: clean && reached };
}

async function measureBare(root: string, seconds: number): Promise<LoadFigure> {
  const bareServer = await startServer(root, 'bare-hono');
  try {
    return await measureLoad('bare Hono answer', bareServer.info.url, {}, seconds);
  } finally {
    bareServer.stop();
  }
}

/** The mean of two bare figures: requests per second averaged, the worse latency kept. */
function meanOf(before: LoadFigure, after: LoadFigure): LoadFigure {
  return {
    name: before.name,
    requestsPerSecond: Math.round((before.requestsPerSecond + after.requestsPerSecond) / 2),
    p50: Math.max(before.p50, after.p50),
    p99: Math.max(before.p99, after.p99),
    non2xx: before.non2xx + after.non2xx,
    errors: before.errors + after.errors,
  };
}

/**
 * One database's turn: the bare answer, the gateway on that database one figure at a time, the bare answer
 * again. A shared machine's speed drifts within minutes; the ratios are taken against the mean of the two bare
 * figures, so a drift during the turn does not fall on the figures measured last or first.
 */
async function measureOn(root: string, database: GatewayDatabase, env: Record<string, string>, seconds: number) {
  const before = await measureBare(root, seconds);
  const gateway = await startServer(root, 'gateway', env);
  const loads: { probe: Probe; load: LoadFigure }[] = [];
  try {
    const portalHeaders = { Merchant: 'XSP', Language: 'EN', Device: 'web' };
    for (const probe of probes) {
      const url = `${gateway.info.base}${probe.path}${probe.query ? `?${new URLSearchParams(probe.query)}` : ''}`;
      const headers = probe.kind === 'token' ? { ...portalHeaders, Authorization: gateway.info.token } : portalHeaders;
      loads.push({ probe, load: await measureLoad(probe.name, url, headers, seconds) });
    }
  } finally {
    gateway.stop();
  }
  const after = await measureBare(root, seconds);
  const bare = meanOf(before, after);
  const figures = loads.map(({ probe, load }) => judge(probe, load, bare, database));
  return { bare: { ...bare, database, before: before.requestsPerSecond, after: after.requestsPerSecond }, figures };
}

/**
 * Every figure on PGlite, then on a throwaway PostgreSQL server (started from
 * the binaries in /usr/local/bin and deleted afterwards). `seconds` per figure.
 */
export async function measureGatewayFigures(root: string, seconds = 10): Promise<GatewayFigures> {
  const pglite = await measureOn(root, 'pglite', {}, seconds);
  const server = await startPostgres();
  let postgres: Awaited<ReturnType<typeof measureOn>>;
  try {
    postgres = await measureOn(root, 'postgres', { DATABASE_URL: await server.createDatabase('bench') }, seconds);
  } finally {
    await server.stop();
  }
  const figures = [...pglite.figures, ...postgres.figures];
  return { bare: [pglite.bare, postgres.bare], figures, pass: figures.every((figure) => figure.pass) };
}
