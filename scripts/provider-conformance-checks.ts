/**
 * The provider conformance kit's checks: what a provider's integration must
 * be able to rely on from a seamless wallet, run against a gateway with the
 * provider's own id and key. Replays, rollbacks (racing their bets, and
 * before them), bad signatures, clock skew, an ended player session, two
 * hundred simultaneous bets on one player, and at the end every test
 * player's wallet against its ledger, read through the operator API.
 *
 * The operator API makes the test players (a gateway off production only)
 * and reads the ledger; nothing here touches the database.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { signedHeaders, type ProviderCredentials } from '../server/src/provider/wallet/sign';

export interface ConformanceOptions {
  walletUrl: string;
  provider: ProviderCredentials;
  operatorKey: string;
  /** A game the provider may serve; the operator picks the first one when unset. */
  gameCode?: string;
  /** Milliseconds of the wallet's clock (a test gateway's movable clock); the system clock unless given. */
  now?: () => number;
}

export interface CheckResult {
  name: string;
  passed: boolean;
  detail: string;
}

interface Answer {
  status: number;
  body: Record<string, any>;
  replayed: boolean;
}

class CheckFailed extends Error {}

function must(condition: boolean, detail: string): void {
  if (!condition) throw new CheckFailed(detail);
}

const show = (answer: Answer) => `${answer.status} ${answer.body.error ?? JSON.stringify(answer.body).slice(0, 120)}`;

export function conformanceClient(options: ConformanceOptions) {
  const now = options.now ?? Date.now;
  async function wallet(path: string, payload: unknown, tweak: { skewMs?: number; key?: string; tamper?: boolean; unsigned?: boolean } = {}): Promise<Answer> {
    const body = JSON.stringify(payload);
    const fullPath = `/wallet/v1${path}`;
    const credentials = tweak.key ? { ...options.provider, key: tweak.key } : options.provider;
    const headers = signedHeaders(credentials, 'POST', fullPath, body, now() + (tweak.skewMs ?? 0));
    if (tweak.unsigned) delete (headers as Record<string, string | undefined>)['X-Wallet-Signature'];
    const sent = tweak.tamper ? body.replace(/"amount":"[^"]*"/, '"amount":"999.00"') : body;
    const response = await fetch(`${options.walletUrl}${fullPath}`, { method: 'POST', headers, body: sent });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, any>, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
  }
  async function operator<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${options.walletUrl}/operator${path}`, {
      method,
      headers: { Authorization: `Bearer ${options.operatorKey}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json().catch(() => ({}))) as { success?: boolean; value?: T; errorCode?: string; fields?: unknown };
    if (!envelope.success) throw new Error(`operator ${path} answered ${response.status} ${envelope.errorCode ?? ''} ${JSON.stringify(envelope.fields ?? '')}`);
    return envelope.value as T;
  }
  return { wallet, operator };
}

type Client = ReturnType<typeof conformanceClient>;

interface Player {
  memberId: number;
  gameCode: string;
  token: string;
  unusedLaunchToken: string;
}

async function newPlayer(client: Client, options: ConformanceOptions, amount: string): Promise<Player & { opened: Answer; again: Answer }> {
  const made = await client.operator<{ memberId: number; gameCode: string; launchTokens: string[] }>('POST', `/providers/${options.provider.providerId}/test-players`, {
    amount,
    ...(options.gameCode ? { gameCode: options.gameCode } : {}),
  });
  const opened = await client.wallet('/session', { launchToken: made.launchTokens[0] });
  if (opened.status !== 200) throw new CheckFailed(`POST /session answered ${show(opened)}`);
  const again = await client.wallet('/session', { launchToken: made.launchTokens[0] });
  return { memberId: made.memberId, gameCode: made.gameCode, token: opened.body.token, unusedLaunchToken: made.launchTokens[1], opened, again };
}

function calls(client: Client, player: Player) {
  const call = (path: string, payload: Record<string, unknown>) => client.wallet(path, { requestId: randomUUID(), ...payload });
  return {
    balance: () => call('/balance', { token: player.token }),
    bet: (round: string, amount: string, transactionId = `${round}:bet`) => call('/bet', { transactionId, token: player.token, roundId: round, gameCode: player.gameCode, amount }),
    win: (round: string, amount: string, closeRound = true) => call('/win', { transactionId: `${round}:win`, roundId: round, amount, closeRound }),
    rollback: (round: string, transactionId = `${round}:rollback`) => call('/rollback', { transactionId, roundId: round, betTransactionId: `${round}:bet` }),
  };
}

const balanceOf = async (play: ReturnType<typeof calls>): Promise<string> => (await play.balance()).body.balance;

type Check = { name: string; run: (context: { client: Client; options: ConformanceOptions; player: Player; players: number[] }) => Promise<string> };

const checks: Check[] = [
  {
    name: 'session opens once per launch token',
    async run({ player }) {
      const opened = player as Player & { opened: Answer; again: Answer };
      must(opened.again.body.error === 'token.used', `a second POST /session with the same launch token answered ${show(opened.again)}`);
      return `balance ${opened.opened.body.balance} ${opened.opened.body.currency}`;
    },
  },
  {
    name: 'bad signatures are refused',
    async run({ client, options, player }) {
      const play = calls(client, player);
      const before = await balanceOf(play);
      const round = randomUUID();
      const bet = { requestId: randomUUID(), transactionId: `${round}:bet`, token: player.token, roundId: round, gameCode: player.gameCode, amount: '1.00' };
      const forged = `${options.provider.key.split('.')[0]}.${'x'.repeat(43)}`;
      const refusals = [
        await client.wallet('/bet', bet, { unsigned: true }),
        await client.wallet('/bet', bet, { tamper: true }),
        await client.wallet('/bet', bet, { key: forged }),
        await client.wallet('/bet', bet, { key: `wk_unknown${randomUUID().slice(0, 8)}.${'y'.repeat(43)}` }),
      ];
      for (const refused of refusals) must(refused.status === 401 && refused.body.error === 'signature.invalid', `a badly signed bet answered ${show(refused)}`);
      must((await balanceOf(play)) === before, 'a badly signed bet moved money');
      return 'unsigned, tampered, wrong secret and unknown key: 401 signature.invalid, nothing moved';
    },
  },
  {
    name: 'clock skew beyond five minutes is refused',
    async run({ client, player }) {
      for (const skewMs of [6 * 60_000, -6 * 60_000]) {
        const answer = await client.wallet('/balance', { token: player.token }, { skewMs });
        must(answer.body.error === 'timestamp.skewed', `a timestamp ${skewMs / 60_000} minutes off answered ${show(answer)}`);
      }
      const within = await client.wallet('/balance', { token: player.token }, { skewMs: 4 * 60_000 });
      must(within.status === 200, `a timestamp 4 minutes off answered ${show(within)}`);
      return '±6 min refused, +4 min accepted';
    },
  },
  {
    name: 'replays answer the first answer',
    async run({ client, player }) {
      const play = calls(client, player);
      const before = Number(await balanceOf(play));
      const round = randomUUID();
      const payload = { requestId: randomUUID(), transactionId: `${round}:bet`, token: player.token, roundId: round, gameCode: player.gameCode, amount: '2.00' };
      const first = await client.wallet('/bet', payload);
      must(first.status === 200, `the bet answered ${show(first)}`);
      const sameRequest = await client.wallet('/bet', payload);
      const sameTransaction = await client.wallet('/bet', { ...payload, requestId: randomUUID() });
      for (const replay of [sameRequest, sameTransaction]) {
        must(replay.replayed && isDeepStrictEqual(replay.body, first.body), `a replay answered ${show(replay)} (replayed: ${replay.replayed})`);
      }
      const conflict = await client.wallet('/bet', { ...payload, requestId: randomUUID(), amount: '3.00' });
      must(conflict.body.error === 'transaction.conflict', `the same transaction id for another amount answered ${show(conflict)}`);
      const win = await play.win(round, '5.00');
      must(isDeepStrictEqual((await play.win(round, '5.00')).body, win.body), 'a replayed win answered differently');
      must(Number(await balanceOf(play)) === before - 2 + 5, 'replays moved money');
      return 'by request id and by transaction id; other content is a conflict';
    },
  },
  {
    name: 'a rollback refunds its bet exactly once',
    async run({ client, player }) {
      const play = calls(client, player);
      const before = await balanceOf(play);
      const round = randomUUID();
      must((await play.bet(round, '4.00')).status === 200, 'the bet was refused');
      const first = await play.rollback(round);
      const again = await play.rollback(round, `${round}:again`);
      must(first.body.refunded === '4.00' && again.body.refunded === '0.00', `rollbacks refunded ${first.body.refunded} then ${again.body.refunded ?? show(again)}`);
      const late = await play.win(round, '8.00');
      must(late.body.error === 'round.rolled.back', `a win after the rollback answered ${show(late)}`);
      must((await balanceOf(play)) === before, 'the balance moved');
      return 'refunded 4.00 once; a second rollback refunds 0.00; the round takes no win';
    },
  },
  {
    name: 'a bet after its rollback is refused',
    async run({ client, player }) {
      const play = calls(client, player);
      const before = await balanceOf(play);
      const round = randomUUID();
      const rolled = await play.rollback(round);
      must(rolled.status === 200 && rolled.body.refunded === '0.00', `a rollback of a bet not yet arrived answered ${show(rolled)}`);
      const bet = await play.bet(round, '4.00');
      must(bet.body.error === 'bet.rolled.back', `the late bet answered ${show(bet)}`);
      must((await balanceOf(play)) === before, 'the balance moved');
      return '409 bet.rolled.back, nothing moved';
    },
  },
  {
    name: 'rollbacks racing their bets',
    async run({ client, player }) {
      const play = calls(client, player);
      const before = await balanceOf(play);
      const races = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const round = randomUUID();
          const [bet, rollback] = await Promise.all([play.bet(round, '1.00'), play.rollback(round)]);
          return { bet, rollback };
        }),
      );
      let refunded = 0;
      for (const { bet, rollback } of races) {
        must(rollback.status === 200, `a rollback answered ${show(rollback)}`);
        if (bet.status === 200) must(rollback.body.refunded === '1.00', 'a bet that stood was not refunded');
        else must(bet.body.error === 'bet.rolled.back' && rollback.body.refunded === '0.00', `a bet lost to its rollback answered ${show(bet)}`);
        if (bet.status === 200) refunded++;
      }
      must((await balanceOf(play)) === before, 'the balance moved');
      return `20 races: ${refunded} bets refunded, ${20 - refunded} refused; balance unchanged`;
    },
  },
  {
    name: 'insufficient funds answers with the balance',
    async run({ client, player }) {
      const play = calls(client, player);
      const balance = await balanceOf(play);
      const refused = await play.bet(randomUUID(), '999999.00');
      must(refused.status === 402 && refused.body.error === 'insufficient.funds' && refused.body.balance === balance, `an uncovered bet answered ${show(refused)}`);
      return `402 with balance ${balance}`;
    },
  },
  {
    name: 'an instant round (POST /round) stakes and pays once',
    async run({ client, player }) {
      const play = calls(client, player);
      const before = Number(await balanceOf(play));
      const round = randomUUID();
      const payload = { requestId: randomUUID(), transactionId: `${round}:bet`, winTransactionId: `${round}:win`, token: player.token, roundId: round, gameCode: player.gameCode, amount: '3.00', win: '7.00' };
      const refusedBadly = await client.wallet('/round', payload, { tamper: true });
      must(refusedBadly.status === 401 && refusedBadly.body.error === 'signature.invalid', `a tampered round answered ${show(refusedBadly)}`);
      const uncovered = await client.wallet('/round', { ...payload, requestId: randomUUID(), amount: '999999.00' });
      const balance = before.toFixed(2);
      must(uncovered.status === 402 && uncovered.body.error === 'insufficient.funds' && uncovered.body.balance === balance, `an uncovered round answered ${show(uncovered)}`);
      must(Number(await balanceOf(play)) === before, 'a refused round moved money (its payout included)');
      // Nothing of the refused round was kept: the same ids may carry it again.
      const first = await client.wallet('/round', payload);
      must(first.status === 200 && first.body.win === '7.00' && Number(first.body.balance) === before - 3 + 7, `the round answered ${show(first)}`);
      const sameRequest = await client.wallet('/round', payload);
      const sameTransaction = await client.wallet('/round', { ...payload, requestId: randomUUID() });
      for (const replay of [sameRequest, sameTransaction]) {
        must(replay.replayed && isDeepStrictEqual(replay.body, first.body), `a replayed round answered ${show(replay)} (replayed: ${replay.replayed})`);
      }
      const lateWin = await play.win(round, '7.00');
      must(lateWin.replayed && lateWin.status === 200, `a /win with the round's win transaction answered ${show(lateWin)} (replayed: ${lateWin.replayed})`);
      must(Number(await balanceOf(play)) === before - 3 + 7, 'replays moved money');
      return 'tampered 401; uncovered 402 with the balance, nothing kept; staked 3.00 and paid 7.00 once, replays by request, transaction and /win';
    },
  },
  {
    name: '200 concurrent bets on one player',
    async run({ client, options, players }) {
      const crowd = await newPlayer(client, options, '150.00');
      players.push(crowd.memberId);
      const play = calls(client, crowd);
      const answers = await Promise.all(Array.from({ length: 200 }, () => play.bet(randomUUID(), '1.00')));
      const staked = answers.filter((answer) => answer.status === 200).length;
      const refused = answers.filter((answer) => answer.body.error === 'insufficient.funds').length;
      must(staked === 150 && refused === 50, `${staked} staked and ${refused} refused for lack of funds (want 150 and 50)`);
      must((await balanceOf(play)) === '0.00', 'the balance is not 0.00');
      return '150 staked, 50 refused, balance 0.00';
    },
  },
  {
    name: 'an ended session takes no bet but its wins and rollbacks',
    async run({ client, options, players }) {
      const ending = await newPlayer(client, options, '20.00');
      players.push(ending.memberId);
      const play = calls(client, ending);
      const [won, rolled] = [randomUUID(), randomUUID()];
      must((await play.bet(won, '2.00')).status === 200 && (await play.bet(rolled, '3.00')).status === 200, 'the bets were refused');
      await client.operator('POST', `/test-players/${ending.memberId}/end`);
      const bet = await play.bet(randomUUID(), '1.00');
      must(bet.status === 401 && (bet.body.error === 'token.ended' || bet.body.error === 'token.expired'), `a bet after the end answered ${show(bet)}`);
      const win = await play.win(won, '6.00');
      must(win.status === 200 && win.body.balance === '21.00', `a win after the end answered ${show(win)}`);
      const rollback = await play.rollback(rolled);
      must(rollback.status === 200 && rollback.body.balance === '24.00', `a rollback after the end answered ${show(rollback)}`);
      const unused = await client.wallet('/session', { launchToken: ending.unusedLaunchToken });
      must(unused.body.error === 'token.ended', `an unused launch token of the ended session answered ${show(unused)}`);
      return 'bet refused (token.ended); win and rollback accepted';
    },
  },
  {
    name: 'every wallet equals its ledger',
    async run({ client, players }) {
      const checked = await Promise.all(
        players.map((memberId) => client.operator<{ equal: boolean; wallets: { balance: string; ledger: string }[] }>('GET', `/members/${memberId}/wallet-check`)),
      );
      const broken = checked.filter((check) => !check.equal);
      must(broken.length === 0, `wallet ≠ ledger: ${JSON.stringify(broken)}`);
      return checked.map((check) => check.wallets.map((wallet) => `${wallet.balance} = ${wallet.ledger}`).join(' ')).join('; ');
    },
  },
];

/** Runs every check in order; a check that throws fails and the next one still runs. */
export async function runConformance(options: ConformanceOptions): Promise<CheckResult[]> {
  const client = conformanceClient(options);
  const results: CheckResult[] = [];
  let player: Player;
  try {
    player = await newPlayer(client, options, '100.00');
  } catch (error) {
    return [{ name: 'test player and session', passed: false, detail: (error as Error).message }];
  }
  const players = [player.memberId];
  for (const check of checks) {
    try {
      results.push({ name: check.name, passed: true, detail: await check.run({ client, options, player, players }) });
    } catch (error) {
      results.push({ name: check.name, passed: false, detail: (error as Error).message });
    }
  }
  return results;
}

export function resultTable(results: readonly CheckResult[]): string {
  const width = Math.max(...results.map((result) => result.name.length));
  const lines = results.map((result) => `${result.passed ? 'PASS' : 'FAIL'}  ${result.name.padEnd(width)}  ${result.detail}`);
  const failed = results.filter((result) => !result.passed).length;
  return [...lines, '', `${results.length - failed} passed, ${failed} failed`].join('\n');
}
