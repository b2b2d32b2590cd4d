/**
 * `npm run operator -- <command>`: the operator's side of deposits,
 * withdrawals and affiliate applications, over HTTP against a running
 * gateway (GATEWAY_URL, default http://127.0.0.1:$PORT or 8787) with the
 * operator key (OPERATOR_KEY, or in development the key the gateway keeps
 * beside its data folder).
 */
import { existsSync, readFileSync } from 'node:fs';
import { operatorKeyPath } from '../server/src/operator/key';
import { inert, inertLines } from '../server/src/text/inert';
import { backofficeCommands, backofficeUsage } from './operator-backoffice';

const usage = `Usage: npm run operator -- <command> [arguments]

Commands:
  deposits [status]                  list deposits (pending, approved, rejected or all; default pending)
  approve-deposit <reference>        approve a pending deposit: credits the member's main wallet once
  reject-deposit <reference> [remark]
  withdrawals [status]               list withdrawals (pending, paid, rejected or all; default pending)
  pay-withdrawal <reference>         mark a pending withdrawal paid (the member then confirms receipt)
  reject-withdrawal <reference> [remark]
                                     reject a pending withdrawal: amount and charge go back to the member
  force-receipts                     count overdue unconfirmed withdrawals as received now
  run-settlements                    settle every contract period that has ended (salary and dividend) now
  feedback                           list the latest feedback from members and visitors
  redemptions [status]               list points-mall redemptions (process, approved, rejected or all; default process)
  approve-redemption <reference>     approve a redemption in process
  reject-redemption <reference> [remark]
                                     reject a redemption: points, money and stock go back to the member once
  affiliate-applications [status]    list affiliate applications (pending, approved, rejected or all; default pending)
  approve-affiliate <id>             approve an application: the member becomes an agent with an affiliate code
  reject-affiliate <id> [remark]
  bonus-requirements <account> [all]  a member's bonus wagering requirements: open ones (all: the latest closed too),
                                     with the turnover wagered and owed and the bonus money that cannot leave yet
  breaks <account>                   a member's time-outs and self-exclusions, and who lifted which and why
  lift-break <account> --reason "…"  end the member's break in force now (permanent exclusions too); the reason is kept
  maintenance on|off                 put the portal into maintenance (every visitor sees the maintenance page) or back
  switch <modId> on|off              turn a whitelabel switch on or off (e.g. switch MOBILEVERCODELOGIN3 off)
  providers                          list the game providers of the wallet API, their games and keys
  provider-add <id> [games] [name]   register a provider for games (comma-separated codes, default * for all);
                                     prints its key once: give it to the provider as PROVIDER_KEY
  provider-rotate-key <id> [minutes] a new key; the old ones stay valid for the overlap (default 15 minutes)
  provider-revoke <id>               refuse every call of the provider from now on, whatever key it signs with
${backofficeUsage}

Settings: GATEWAY_URL (default http://127.0.0.1:8787), OPERATOR_KEY (default: the development key in
the file beside DATA_DIR, ./data/operator-key).`;

class UsageError extends Error {}

interface Envelope {
  success: boolean;
  message: string;
  errorCode: string | null;
  value: unknown;
  fields?: Record<string, string>;
}

function gatewayUrl(): string {
  const url = process.env.GATEWAY_URL?.trim() || `http://127.0.0.1:${process.env.PORT?.trim() || '8787'}`;
  return url.replace(/\/+$/, '');
}

function operatorKey(): string {
  const fromEnv = process.env.OPERATOR_KEY?.trim();
  if (fromEnv) return fromEnv;
  const path = operatorKeyPath(process.env.DATA_DIR?.trim() || './data/pglite');
  if (!existsSync(path)) throw new Error(`No operator key: set OPERATOR_KEY, or start the gateway in development once so it writes ${path}.`);
  return readFileSync(path, 'utf8').trim();
}

const hints: Record<string, string> = {
  'operator.unauthorized': 'the key does not match the gateway’s: check OPERATOR_KEY, or DATA_DIR for the development key',
  'not.found': 'no such reference, or the gateway has no operator API (production without OPERATOR_KEY)',
  'request.not.pending': 'it was decided already: see the list with status all',
  'affiliate.application.not.found': 'no application with that id: see affiliate-applications all',
  'account.not.found': 'no member with that account name',
};

async function request(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<unknown> {
  const url = `${gatewayUrl()}/operator${path}`;
  const key = operatorKey();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(`Cannot reach the gateway at ${gatewayUrl()} (${(error as Error).cause ?? (error as Error).message}). Is it running? Set GATEWAY_URL if it runs elsewhere.`);
  }
  const text = await response.text();
  let envelope: Envelope;
  try {
    envelope = JSON.parse(text) as Envelope;
  } catch {
    throw new Error(`${method} ${url} answered ${response.status} with no JSON envelope: ${text.slice(0, 200)}`);
  }
  if (!envelope.success) {
    const code = envelope.errorCode ?? 'unknown';
    const message = envelope.message && envelope.message !== code ? `: ${envelope.message}` : '';
    const fields = envelope.fields ? ` ${JSON.stringify(envelope.fields)}` : '';
    const hint = hints[code] ? ` (${hints[code]})` : '';
    throw new Error(`Refused (${response.status} ${code})${message}${fields}${hint}`);
  }
  return envelope.value;
}

const when = (ms: unknown): string => (typeof ms === 'number' ? new Date(ms).toISOString().replace('T', ' ').slice(0, 19) : '-');

function table(rows: Record<string, unknown>[], columns: [string, string][]): string {
  if (rows.length === 0) return '(none)';
  // Cells carry what members typed: spelt out here, a line break or an escape sequence in one cannot redraw the table.
  const cells = rows.map((row) => columns.map(([key]) => (key.endsWith('At') || key === 'confirmDeadline' ? when(row[key]) : inert(String(row[key] ?? '-')))));
  const widths = columns.map(([, title], index) => Math.max(title.length, ...cells.map((line) => line[index].length)));
  const line = (values: string[]) => values.map((value, index) => value.padEnd(widths[index])).join('  ').trimEnd();
  return [line(columns.map(([, title]) => title)), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

function needReference(args: string[]): string {
  const reference = args[0]?.trim();
  if (!reference) throw new UsageError('This command needs a reference (for example D2611240001 or W2611240001).');
  return encodeURIComponent(reference);
}

function needApplicationId(args: string[]): string {
  const id = args[0]?.trim();
  if (!id || !/^\d+$/.test(id)) throw new UsageError('This command needs an application id (the first column of affiliate-applications).');
  return id;
}

const statusQuery = (status: string | undefined) => `?status=${encodeURIComponent(status ?? 'pending')}`;

const commands: Record<string, (args: string[]) => Promise<string>> = {
  ...backofficeCommands(request as (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>, table, (message) => new UsageError(message)),
  async deposits([status]) {
    const rows = (await request('GET', `/deposits${statusQuery(status)}`)) as Record<string, unknown>[];
    return table(rows, [['reference', 'Reference'], ['account', 'Member'], ['channelCode', 'Channel'], ['amount', 'Amount'], ['status', 'Status'], ['createdAt', 'Requested (UTC)'], ['decidedAt', 'Decided (UTC)']]);
  },
  async withdrawals([status]) {
    const rows = (await request('GET', `/withdrawals${statusQuery(status)}`)) as Record<string, unknown>[];
    return table(rows, [
      ['reference', 'Reference'],
      ['account', 'Member'],
      ['amount', 'Amount'],
      ['charge', 'Charge'],
      ['bankName', 'Bank'],
      ['accountName', 'Account name'],
      ['accountNumber', 'Account number'],
      ['status', 'Status'],
      ['confirmStatus', 'Receipt'],
      ['confirmDeadline', 'Confirm by (UTC)'],
      ['createdAt', 'Requested (UTC)'],
    ]);
  },
  async redemptions([status]) {
    const rows = (await request('GET', `/redemptions?status=${encodeURIComponent(status ?? 'process')}`)) as Record<string, unknown>[];
    return table(rows, [['reference', 'Reference'], ['memberId', 'Member id'], ['rewardId', 'Goods'], ['quantity', 'Qty'], ['points', 'Points'], ['amount', 'Amount'], ['status', 'Status'], ['address', 'Address'], ['mobile', 'Mobile'], ['createdAt', 'Requested (UTC)']]);
  },
  async 'approve-redemption'(args) {
    const done = (await request('POST', `/redemptions/${needReference(args)}/approve`)) as Record<string, string>;
    return `Approved ${done.reference}.`;
  },
  async 'reject-redemption'(args) {
    const done = (await request('POST', `/redemptions/${needReference(args)}/reject`, { remark: args.slice(1).join(' ') })) as Record<string, string>;
    return `Rejected ${done.reference}: points and money refunded.`;
  },
  async 'approve-deposit'(args) {
    const done = (await request('POST', `/deposits/${needReference(args)}/approve`)) as Record<string, string>;
    return `Approved ${done.reference}: ${done.amount} credited; the member's main wallet is now ${done.balanceAfter}.`;
  },
  async 'reject-deposit'(args) {
    const done = (await request('POST', `/deposits/${needReference(args)}/reject`, { remark: args.slice(1).join(' ') })) as Record<string, string>;
    return `Rejected ${done.reference} (${done.amount}).`;
  },
  async 'pay-withdrawal'(args) {
    const done = (await request('POST', `/withdrawals/${needReference(args)}/pay`)) as Record<string, unknown>;
    return done.confirmStatus === 'awaiting'
      ? `Paid ${done.reference} (${done.amount}); the member confirms receipt by ${when(done.confirmDeadline)} UTC.`
      : `Paid ${done.reference} (${done.amount}).`;
  },
  async 'reject-withdrawal'(args) {
    const done = (await request('POST', `/withdrawals/${needReference(args)}/reject`, { remark: args.slice(1).join(' ') })) as Record<string, string>;
    return `Rejected ${done.reference}: ${done.amount} + charge ${done.charge} returned; the member's main wallet is now ${done.balanceAfter}.`;
  },
  async 'run-settlements'() {
    const run = (await request('POST', '/settlements/run')) as { settled: number; paid: number; amount: string };
    return run.settled === 0 ? 'No contract period is due.' : `Settled ${run.settled} contract periods; ${run.paid} paid, ${run.amount} in total.`;
  },
  async 'force-receipts'() {
    const { forced } = (await request('POST', '/forced-receipts/run')) as { forced: string[] };
    return forced.length === 0 ? 'No overdue withdrawals.' : `Counted as received: ${forced.join(', ')}`;
  },
  async feedback() {
    const rows = (await request('GET', '/feedback')) as Record<string, unknown>[];
    const short = rows.map((row) => ({ ...row, content: String(row.content ?? '').replace(/\s+/g, ' ').slice(0, 50), memberId: row.memberId ?? 'visitor' }));
    return table(short, [['id', 'Id'], ['memberId', 'Member id'], ['questionType', 'Type'], ['content', 'Content'], ['contact', 'Contact'], ['language', 'Language'], ['createdAt', 'Sent (UTC)']]);
  },
  async 'affiliate-applications'([status]) {
    const rows = (await request('GET', `/affiliate-applications${statusQuery(status)}`)) as Record<string, unknown>[];
    // The introduction can run to 500 characters: the list shows its start.
    const short = rows.map((row) => ({ ...row, intro: String(row.intro ?? '').replace(/\s+/g, ' ').slice(0, 40) }));
    return table(short, [['id', 'Id'], ['account', 'Member'], ['contact', 'Contact'], ['intro', 'Introduction'], ['status', 'Status'], ['remark', 'Remark'], ['createdAt', 'Applied (UTC)'], ['decidedAt', 'Decided (UTC)']]);
  },
  async 'approve-affiliate'(args) {
    const done = (await request('POST', `/affiliate-applications/${needApplicationId(args)}/approve`)) as Record<string, string>;
    return `Approved application ${done.id}: ${done.account} is now an agent with affiliate code ${done.affiliateCode}.`;
  },
  async 'reject-affiliate'(args) {
    const done = (await request('POST', `/affiliate-applications/${needApplicationId(args)}/reject`, { remark: args.slice(1).join(' ') })) as Record<string, string>;
    return `Rejected application ${done.id} of ${done.account}.`;
  },
  async 'bonus-requirements'([account, status]) {
    if (!account?.trim()) throw new UsageError('bonus-requirements needs the member\'s account name (for example: bonus-requirements demo).');
    if (status !== undefined && status !== 'all' && status !== 'open') throw new UsageError('Say open or all: bonus-requirements <account> [open|all].');
    const rows = (await request('GET', `/members/${encodeURIComponent(account.trim())}/bonus-requirements?status=${status ?? 'open'}`)) as Record<string, unknown>[];
    const shown = rows.map((row) => ({ ...row, turnover: `${row.wagered} / ${row.required}`, terms: `${row.multiple}x ${row.base === 'bonus' ? 'bonus' : 'bonus+deposit'}` }));
    return table(shown, [
      ['id', 'Id'],
      ['reference', 'Claim'],
      ['title', 'Promotion'],
      ['bonus', 'Bonus'],
      ['terms', 'Terms'],
      ['turnover', 'Wagered / required'],
      ['locked', 'Bonus money'],
      ['status', 'Status'],
      ['closedAmount', 'Released / forfeited'],
      ['createdAt', 'Claimed (UTC)'],
      ['closedAt', 'Closed (UTC)'],
    ]);
  },
  async breaks([account]) {
    if (!account?.trim()) throw new UsageError('breaks needs the member\'s account name (for example: breaks demo).');
    const { breaks } = (await request('GET', `/members/${encodeURIComponent(account.trim())}/breaks`)) as { breaks: Record<string, unknown>[] };
    return table(breaks, [
      ['id', 'Id'],
      ['kind', 'Kind'],
      ['startedAt', 'Started (UTC)'],
      ['endsAt', 'Term ends (UTC)'],
      ['liftRequestedAt', 'Lift asked (UTC)'],
      ['releasedAt', 'Released (UTC)'],
      ['liftedBy', 'Lifted by'],
      ['liftReason', 'Reason'],
    ]);
  },
  async 'lift-break'(args) {
    const account = args[0]?.trim();
    const at = args.indexOf('--reason');
    const reason = at > 0 ? args.slice(at + 1).join(' ').trim() : '';
    if (!account || account.startsWith('--') || !reason) throw new UsageError('lift-break needs the account name and a reason: lift-break <account> --reason "why".');
    const done = (await request('POST', `/members/${encodeURIComponent(account)}/breaks/lift`, { reason })) as { lifted: number; releasedAt: number };
    return `Lifted ${done.lifted} break(s) of ${inert(account)} at ${when(done.releasedAt)} UTC.`;
  },
  async maintenance([state]) {
    const maintenance = onOrOff(state, 'maintenance on|off');
    await request('PUT', '/system', { maintenance });
    return maintenance ? 'The portal is in maintenance: every gateway instance answers so on its next call.' : 'Maintenance is over: the portal is open again.';
  },
  async switch([modId, state]) {
    if (!modId?.trim()) throw new UsageError('switch needs the switch id and on or off (for example: switch MOBILEVERCODELOGIN3 off).');
    const done = (await request('PUT', `/switches/${encodeURIComponent(modId.trim())}`, { enabled: onOrOff(state, `switch ${modId} on|off`) })) as { modId: string; enabled: boolean };
    return `Switch ${done.modId} is ${done.enabled ? 'on' : 'off'}.`;
  },
  async providers() {
    const rows = (await request('GET', '/providers')) as { id: string; name: string; status: string; games: string[]; keys: { keyId: string; expiresAt: number | null; revokedAt: number | null }[] }[];
    const live = (key: { expiresAt: number | null; revokedAt: number | null }) => key.revokedAt === null && (key.expiresAt === null || key.expiresAt > Date.now());
    const shown = rows.map((row) => ({ ...row, games: row.games.join(','), keys: row.keys.filter(live).map((key) => key.keyId + (key.expiresAt ? ` (until ${when(key.expiresAt)})` : '')).join(', ') }));
    return table(shown, [['id', 'Provider'], ['name', 'Name'], ['status', 'Status'], ['games', 'Games'], ['keys', 'Live keys']]);
  },
  async 'provider-add'([id, games, ...name]) {
    if (!id?.trim()) throw new UsageError('provider-add needs the provider id (for example: provider-add acme-games * Acme Games).');
    const body = { id: id.trim(), games: (games ?? '*').split(',').map((code) => code.trim()).filter(Boolean), name: name.join(' ') };
    const done = (await request('POST', '/providers', body)) as { providerId: string; key: string };
    return `Provider ${done.providerId} added. Its key, shown this once:\n\n  ${done.key}\n\nGive it to the provider as PROVIDER_KEY (with PROVIDER_ID=${done.providerId}).`;
  },
  async 'provider-rotate-key'([id, minutes]) {
    if (!id?.trim()) throw new UsageError('provider-rotate-key needs the provider id.');
    if (minutes !== undefined && !/^\d{1,4}$/.test(minutes)) throw new UsageError('The overlap is a whole number of minutes.');
    const done = (await request('POST', `/providers/${encodeURIComponent(id.trim())}/rotate-key`, minutes === undefined ? {} : { overlapMinutes: Number(minutes) })) as { key: string; oldKeysEndAt: number };
    return `New key for ${id.trim()}, shown this once:\n\n  ${done.key}\n\nThe old keys stop working at ${when(done.oldKeysEndAt)} UTC.`;
  },
  async 'provider-revoke'([id]) {
    if (!id?.trim()) throw new UsageError('provider-revoke needs the provider id.');
    await request('POST', `/providers/${encodeURIComponent(id.trim())}/revoke`);
    return `Provider ${id.trim()} is revoked: every call it makes is refused (within five seconds on every gateway instance).`;
  },
};

function onOrOff(value: string | undefined, form: string): boolean {
  if (value === 'on' || value === 'off') return value === 'on';
  throw new UsageError(`Say on or off: ${form}.`);
}

/**
 * Everything the CLI prints goes through here: answers quote members' text, so
 * a command added later is as safe as the ones above without thinking of it.
 */
const print = (text: string): void => console.log(inertLines(text));
const printError = (text: string): void => console.error(inertLines(text));

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    print(usage);
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    printError(`Unknown command "${name}".\n\n${usage}`);
    return 2;
  }
  try {
    print(await command(args));
    return 0;
  } catch (error) {
    printError(error instanceof UsageError ? `${error.message}\n\n${usage}` : (error as Error).message);
    return error instanceof UsageError ? 2 : 1;
  }
}

process.exitCode = await main();
