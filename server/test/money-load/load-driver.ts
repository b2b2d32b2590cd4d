/**
 * Fires movements over real HTTP at a gateway, as the portal and the
 * provider page send them: member calls with the portal's headers (and
 * encrypted bodies where the registry says so), rounds on play sessions
 * opened through a game launch. Lost answers are sent again by retryLost.
 */
import { calls, type CallName } from '../../../src/services/calls';
import { createPayloadEncryptor } from '../../../src/services/crypto';
import type { Envelope } from '../../../src/services/envelope';
import { headers } from '../../../src/services/headers';
import type { LoadAccount, LoadGame } from './load-account';
import type { Movement } from './movement-mix';
import { copiesByKey, verdictOf, withoutVerdict, type Fired } from './verdicts';

/** Where the gateway listens and the merchant it answers for. */
export interface LoadTarget {
  url: string;
  merchant: string;
}

/** What came back: an envelope, or nothing at all (the connection died with the gateway). */
export type Outcome =
  | { answered: true; status: number; success: boolean; errorCode: string | null; value: unknown }
  | { answered: false; error: string };

const encryptor = createPayloadEncryptor('v2');
const moduli = new Map<string, Promise<string>>();

function modulusOf(target: LoadTarget): Promise<string> {
  let modulus = moduli.get(target.url);
  if (!modulus) {
    modulus = fetch(new URL(calls.rsaKey.path, target.url)).then(async (response) => (await response.text()).trim());
    moduli.set(target.url, modulus);
    // A failed fetch (the gateway was down) must not be remembered.
    modulus.catch(() => moduli.delete(target.url));
  }
  return modulus;
}

/** Forgets a gateway's key: a restarted gateway process has a new one. */
export const forgetGateway = (target: LoadTarget): void => void moduli.delete(target.url);

async function outcomeOf(response: Promise<Response>): Promise<Outcome> {
  try {
    const answer = await response;
    const body = (await answer.json()) as Envelope;
    return { answered: true, status: answer.status, success: body.success, errorCode: body.errorCode ?? null, value: body.value };
  } catch (error) {
    return { answered: false, error: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error) };
  }
}

/** A member call as the portal sends it: encrypted body where the registry says so. */
export async function memberCall(target: LoadTarget, token: string, name: CallName, data: Record<string, unknown>, signal?: AbortSignal): Promise<Outcome> {
  const def = calls[name];
  const requestHeaders: Record<string, string> = {
    [headers.merchant]: target.merchant,
    [headers.device]: 'web',
    [headers.language]: 'EN',
    [headers.authorization]: token,
    'Content-Type': 'application/json',
  };
  let body = JSON.stringify(data);
  if (def.encrypted) {
    try {
      const encrypted = await encryptor.encrypt(data, await modulusOf(target));
      requestHeaders[headers.encryption] = encrypted.header;
      body = JSON.stringify({ value: encrypted.value });
    } catch (error) {
      return { answered: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
  return outcomeOf(fetch(new URL(def.path, target.url), { method: def.method, headers: requestHeaders, body, signal }));
}

export const providerCall = (target: LoadTarget, path: string, body: unknown, signal?: AbortSignal): Promise<Outcome> =>
  outcomeOf(fetch(new URL(`/provider/demo/api${path}`, target.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal }));

async function openTable(target: LoadTarget, token: string, game: LoadGame): Promise<string> {
  const url = new URL(calls.launchGame.path, target.url);
  const query = { nodeId: String(game.nodeId), gameId: game.code, accountType: '1', confirmTrans: '0', vassalage: game.vendor, launchMode: 'GLS', platform: 'html5-desktop', clientType: '3', username: 'load', merchantCode: target.merchant, language: 'EN' };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const launched = await outcomeOf(fetch(url, { headers: { [headers.merchant]: target.merchant, [headers.device]: 'web', [headers.language]: 'EN', [headers.authorization]: token } }));
  if (!launched.answered || !launched.success) throw new Error(`launch refused: ${JSON.stringify(launched)}`);
  const address = (launched.value as { content: { game_url: string } }).content.game_url;
  const launchToken = new URL(address, 'http://provider.test').searchParams.get('token') ?? '';
  const opened = await providerCall(target, '/session', { token: launchToken });
  if (!opened.answered || !opened.success) throw new Error(`play session refused: ${JSON.stringify(opened)}`);
  return (opened.value as { session: string }).session;
}

export interface Tables {
  slot: string[];
  duel: string[];
}

/** `count` play sessions of each game, opened the way the provider page opens one. */
export async function openTables(target: LoadTarget, account: LoadAccount, count: number): Promise<Tables> {
  const open = (game: LoadGame) => Promise.all(Array.from({ length: count }, () => openTable(target, account.token, game)));
  return { slot: await open(account.games.slot), duel: await open(account.games.duel) };
}

export function fireMovement(target: LoadTarget, account: LoadAccount, tables: Tables, movement: Movement, signal?: AbortSignal): Promise<Outcome> {
  const { token, bankAccountId, paymentPassword, rewardId } = account;
  switch (movement.kind) {
    case 'spin':
      return providerCall(target, '/slot/spin', { session: tables.slot[movement.table % tables.slot.length], roundId: movement.key, bet: movement.bet }, signal);
    case 'duel':
      return providerCall(target, '/duel/play', { session: tables.duel[movement.table % tables.duel.length], roundId: movement.key, side: movement.side, bet: movement.bet }, signal);
    case 'transfer':
      return memberCall(target, token, 'walletTransfer', { requestId: movement.key, fromAccountTypeId: movement.from, toAccountTypeId: movement.to, amount: movement.amount }, signal);
    case 'withdraw':
      return memberCall(target, token, 'withdraw', { requestId: movement.key, amount: movement.amount, bankAccountId, paymentPassword }, signal);
    case 'redeem':
      return memberCall(target, token, 'pointRedeem', { requestId: movement.key, rewardId, quantity: 1, paymentPassword }, signal);
    case 'convert':
      return memberCall(target, token, 'pointConvert', { requestId: movement.key, points: movement.points, paymentPassword }, signal);
  }
}

/**
 * Fires a load the way members and provider pages send it: every member call
 * at once; on each table its rounds one after another (a table plays one
 * round at a time, as a provider page does), all tables at once. Answers
 * come back in the order of `movements`.
 */
export async function fireLoad(target: LoadTarget, account: LoadAccount, tables: Tables, movements: readonly Movement[], signal?: AbortSignal): Promise<Fired[]> {
  const fired: Fired[] = new Array(movements.length);
  const chains = new Map<string, number[]>();
  const calls: number[] = [];
  movements.forEach((movement, index) => {
    if (movement.kind !== 'spin' && movement.kind !== 'duel') return void calls.push(index);
    const table = `${movement.kind}:${movement.table % tables[movement.kind === 'spin' ? 'slot' : 'duel'].length}`;
    chains.set(table, [...(chains.get(table) ?? []), index]);
  });
  const fire = async (index: number) => {
    const movement = movements[index]!;
    fired[index] = { movement, outcome: await fireMovement(target, account, tables, movement, signal) };
  };
  await Promise.all([
    ...calls.map(fire),
    ...[...chains.values()].map(async (chain) => {
      for (const index of chain) await fire(index);
    }),
  ]);
  return fired;
}

/**
 * What a portal does when an answer is lost: sends the same request again,
 * same request id or round id, until one comes back. Answers to the retries.
 */
export async function retryLost(target: LoadTarget, account: LoadAccount, tables: Tables, fired: readonly Fired[], attempts = 3): Promise<Fired[]> {
  const retries: Fired[] = [];
  for (const copies of copiesByKey(fired).values()) {
    if (verdictOf(copies) !== 'unsettled') continue;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const outcome = await fireMovement(target, account, tables, copies[0]!.movement);
      retries.push({ movement: copies[0]!.movement, outcome, retry: true });
      if (!withoutVerdict(outcome)) break;
    }
  }
  return retries;
}
