/**
 * Every back-office call × every role, a member and anonymous: the outcome
 * comes from the call's stage and action and the permission table alone. An
 * allowed caller may still meet a 404 or 409 for the made-up reference, but
 * never a 401 or 403. Then the bearer keys: scoped by role, revocable.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { backofficeCalls, type BackofficeCallName } from '../../../src/services/backoffice-calls';
import { errorCodes } from '../../../src/services/error-codes';
import { auditLog, switches } from '../../src/db/schema';
import { may, roles, type Action, type Role } from '../../src/domain/backoffice/permissions';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { memberWithSession } from '../http';
import { operatorCall, operatorKey } from '../funds/support';
import { newOperator, pathOf, raw, type OperatorBrowser } from './support';

const clocks = movableClocks();
/** Calls that end the caller's session or need the password stage: checked in sign-in.test.ts, not here. */
const skipped: BackofficeCallName[] = ['signOut', 'signInPassword', 'signInCode'];
const names = (Object.keys(backofficeCalls) as BackofficeCallName[]).filter((name) => !skipped.includes(name));
const params = { reference: 'X-none', verb: 'approve', account: 'nobody' };

describeOnBothDatabases(
  'back office authorisation matrix',
  (gateway, kind) => {
    const clock = clocks[kind];
    const signedIn = new Map<Role, OperatorBrowser>();

    it('answers every call to every role as the permission table says, and refuses members and anonymous callers', async () => {
      for (const role of roles) signedIn.set(role, await newOperator(gateway(), clock, `m-${role}`, role));
      const member = await memberWithSession(gateway());
      const failures: string[] = [];
      for (const name of names) {
        const def = backofficeCalls[name];
        const body = def.method === 'GET' ? undefined : { reason: 'matrix' };
        for (const role of roles) {
          const operator = signedIn.get(role)!;
          const answer = await raw(gateway(), def.method, pathOf(name, params), { cookie: operator.cookie, csrf: operator.csrf, body });
          const allowed = def.action === null || may(role, def.action as Action);
          const ok = allowed ? answer.status !== 401 && answer.status !== 403 : answer.status === 403 && answer.body.errorCode === errorCodes.backofficeForbidden;
          if (!ok) failures.push(`${name} × ${role}: ${answer.status} ${answer.body.errorCode}`);
        }
        for (const [caller, options] of [
          ['anonymous', {}],
          ['member', { cookie: member.token, authorization: member.token }],
        ] as const) {
          const answer = await raw(gateway(), def.method, pathOf(name, params), { ...options, body });
          if (answer.status !== 401) failures.push(`${name} × ${caller}: ${answer.status}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('scopes a key to its role and refuses it once revoked', async () => {
      const made = await operatorCall<{ key: string }>(gateway(), 'POST', '/keys', { body: { label: 'support-script', role: 'support' } });
      const key = made.body.value.key;
      expect((await operatorCall(gateway(), 'GET', '/deposits', { key })).status).toBe(200);
      expect((await operatorCall(gateway(), 'POST', '/deposits/X-none/approve', { key })).body.errorCode).toBe(errorCodes.backofficeForbidden);
      expect((await operatorCall(gateway(), 'POST', '/operators', { key, body: { username: 'sneaky', role: 'admin', password: 'long-enough-password' } })).status).toBe(403);
      expect((await operatorCall(gateway(), 'POST', '/maintenance/on', { key })).status).toBe(403);
      expect((await operatorCall(gateway(), 'POST', '/keys/support-script/revoke')).body.success).toBe(true);
      expect((await operatorCall(gateway(), 'GET', '/deposits', { key })).status).toBe(401);
      // Other changing calls of the key API are recorded too, with the key that made them.
      expect((await operatorCall(gateway(), 'POST', '/forced-receipts/run')).body.success).toBe(true);
      const rows = await gateway().db.select().from(auditLog).where(eq(auditLog.subject, '/forced-receipts/run'));
      expect(rows).toEqual([expect.objectContaining({ actor: 'key:environment', role: 'admin', action: 'operator-api POST /forced-receipts/run' })]);
      const created = await gateway().db.select().from(auditLog).where(eq(auditLog.subject, 'key:support-script'));
      expect(created.map((row) => row.action)).toEqual(['key.create', 'key.revoke']);
      const audit = await operatorCall<{ rows: number }>(gateway(), 'GET', '/audit/verify');
      expect(audit.body.value).toMatchObject({ intact: true });
    });

    it('commits a key call’s change with its audit row or neither', async () => {
      const switchOf = async () => (await gateway().db.select().from(switches).where(eq(switches.modId, 'FREEPLAY3')))[0].enabled;
      const rowsOf = async () => gateway().db.select().from(auditLog).where(eq(auditLog.subject, '/switches/FREEPLAY3'));
      const was = await switchOf();
      expect((await operatorCall(gateway(), 'PUT', '/switches/FREEPLAY3', { body: { enabled: 'yes' } })).status).toBe(400);
      expect(await rowsOf()).toEqual([]);
      // The strongest failure: the audit row cannot be written after the change was made in the same request.
      await gateway().db.execute(sql`create function refuse_switch_audit() returns trigger language plpgsql as $$ begin
        if new.subject = '/switches/FREEPLAY3' then raise exception 'audit refused'; end if; return new; end $$`);
      await gateway().db.execute(sql`create trigger refuse_switch_audit before insert on audit_log for each row execute function refuse_switch_audit()`);
      try {
        expect((await operatorCall(gateway(), 'PUT', '/switches/FREEPLAY3', { body: { enabled: !was } })).status).toBe(500);
        expect(await switchOf()).toBe(was);
      } finally {
        await gateway().db.execute(sql`drop trigger refuse_switch_audit on audit_log`);
        await gateway().db.execute(sql`drop function refuse_switch_audit()`);
      }
      expect((await operatorCall(gateway(), 'PUT', '/switches/FREEPLAY3', { body: { enabled: !was } })).body.success).toBe(true);
      expect(await switchOf()).toBe(!was);
      expect(await rowsOf()).toEqual([expect.objectContaining({ actor: 'key:environment', action: 'operator-api PUT /switches/:id' })]);
      expect((await operatorCall(gateway(), 'PUT', '/switches/FREEPLAY3', { body: { enabled: was } })).body.success).toBe(true);
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
