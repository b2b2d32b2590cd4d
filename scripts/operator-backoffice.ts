/**
 * The back office's commands of `npm run operator`: operator accounts, scoped
 * keys and the audit chain's verification, over the same bearer-key API as
 * the other commands (scripts/operator.ts passes its request and table helpers).
 */
import { text } from 'node:stream/consumers';

type Request = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;
type Table = (rows: Record<string, unknown>[], columns: [string, string][]) => string;

export const backofficeUsage = `  create-admin <username> [--password-stdin]
                                     the first admin of the back office (/backoffice); prints a one-time password,
                                     or takes the password from standard input (at least 12 characters)
  create-operator <username> <role> [--password-stdin]
                                     an operator with a role: support, finance, content, risk or admin
  operators                          list the operators, their roles and whether they enrolled their second factor
  disable-operator <username>        no more sign-ins; every open session of the operator ends now
  create-key <label> <role>          a bearer key for a script, limited to the role; printed once
  keys                               list the keys (never the keys themselves)
  revoke-key <label>                 refuse the key from now on
  audit-verify [seq:hash]            walk the audit log's hash chain; names the first changed or missing row, checks an earlier head`;

async function passwordFrom(flags: string[]): Promise<string | undefined> {
  if (!flags.includes('--password-stdin')) return undefined;
  return (await text(process.stdin)).replace(/\r?\n$/, '');
}

export function backofficeCommands(request: Request, table: Table, usageError: (message: string) => Error): Record<string, (args: string[]) => Promise<string>> {
  const create = async (username: string | undefined, role: string, flags: string[]) => {
    if (!username?.trim()) throw usageError('This command needs a username (for example: create-admin alice).');
    const password = await passwordFrom(flags);
    const made = (await request('POST', '/operators', { username: username.trim(), role, ...(password === undefined ? {} : { password }) })) as { username: string; role: string; password?: string };
    const first = `Operator ${made.username} (${made.role}) created. Sign in at /backoffice; the first sign-in enrols an authenticator app.`;
    return made.password ? `${first}\nOne-time password, shown this once:\n\n  ${made.password}\n` : first;
  };
  return {
    'create-admin': ([username, ...flags]) => create(username, 'admin', flags),
    'create-operator': ([username, role, ...flags]) => {
      if (!role) throw usageError('create-operator needs a role: support, finance, content, risk or admin.');
      return create(username, role, flags);
    },
    async operators() {
      const rows = (await request('GET', '/operators')) as Record<string, unknown>[];
      return table(rows, [['username', 'Username'], ['role', 'Role'], ['active', 'Active'], ['enrolled', 'Second factor'], ['createdAt', 'Created (UTC)'], ['lastSignInAt', 'Last sign-in (UTC)']]);
    },
    async 'disable-operator'([username]) {
      if (!username?.trim()) throw usageError('disable-operator needs a username.');
      await request('POST', `/operators/${encodeURIComponent(username.trim())}/disable`);
      return `Operator ${username.trim()} is disabled; their sessions have ended.`;
    },
    async 'create-key'([label, role]) {
      if (!label?.trim() || !role) throw usageError('create-key needs a label and a role (for example: create-key nightly-report support).');
      const made = (await request('POST', '/keys', { label: label.trim(), role })) as { label: string; role: string; key: string };
      return `Key ${made.label} (${made.role}), shown this once:\n\n  ${made.key}\n\nUse it as OPERATOR_KEY for scripts; revoke it with revoke-key ${made.label}.`;
    },
    async keys() {
      const rows = (await request('GET', '/keys')) as Record<string, unknown>[];
      return table(rows, [['label', 'Label'], ['role', 'Role'], ['createdAt', 'Created (UTC)'], ['revokedAt', 'Revoked (UTC)']]);
    },
    async 'revoke-key'([label]) {
      if (!label?.trim()) throw usageError('revoke-key needs the key\'s label.');
      await request('POST', `/keys/${encodeURIComponent(label.trim())}/revoke`);
      return `Key ${label.trim()} is revoked.`;
    },
    async 'audit-verify'([anchor]) {
      const query = anchor ? `?anchor=${encodeURIComponent(anchor)}` : '';
      const verdict = (await request('GET', `/audit/verify${query}`)) as { intact: boolean; rows: number; head?: { seq: number; hash: string } | null; firstBadSeq?: number; problem?: string };
      if (verdict.intact) {
        const head = verdict.head ? `\nHead: ${verdict.head.seq}:${verdict.head.hash}\nKeep this line where the database's users cannot write; \`audit-verify <head>\` later proves no row up to it was deleted or rewritten.` : '';
        return `The audit log is intact: ${verdict.rows} rows, every link verified${anchor ? ', the anchor still in place' : ''}.${head}`;
      }
      const what: Record<string, string> = {
        missing: 'is missing (deleted)',
        relinked: 'does not link to the row before it (changed or deleted before it)',
        truncated: 'is missing: the log ends before the anchor (its newest rows were deleted)',
        rewritten: 'no longer has the anchor\'s hash (the chain was recomputed after a change)',
      };
      throw new Error(`The audit log is NOT intact: row ${verdict.firstBadSeq} ${what[verdict.problem ?? ''] ?? 'was changed'}; the ${verdict.rows} rows before it verify.`);
    },
  };
}
