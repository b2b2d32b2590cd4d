/**
 * The authorisation matrix: every token call of the session, account,
 * wallet, messages, games, lottery and favourites areas refuses a missing,
 * expired or revoked token with 401; member-centre calls refuse trial
 * accounts; agent calls refuse members.
 * Calls whose area has not mounted its route yet are skipped, not dropped.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callNames, calls, type CallName } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { trialType } from '../../../src/services/schemas/account';
import { sessions } from '../../src/db/schema';
import { hashToken, openSession, revokeSession } from '../../src/domain/sessions';
import { allRoutes } from '../../src/routes';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';

const mounted = (name: CallName) => allRoutes.some((route) => route.call === calls[name]);
const areas = ['session', 'account', 'wallet', 'messages', 'games', 'lottery', 'favourites'];
const tokenCalls = callNames.filter((name) => calls[name].token && areas.includes(calls[name].area));
const noTrialCalls = callNames.filter((name) => calls[name].noTrial && !calls[name].agentOnly);
const agentCalls = callNames.filter((name) => calls[name].agentOnly);

describeOnBothDatabases('authorization', (gateway) => {
  const tokens = { expired: '', revoked: '', trial: '', member: '' };

  beforeAll(async () => {
    const { db, deps } = gateway();
    const member = await memberWithSession(gateway());
    const trial = await memberWithSession(gateway(), { type: trialType });
    tokens.member = member.token;
    tokens.trial = trial.token;
    tokens.revoked = await openSession(deps, member.id);
    await revokeSession(deps, tokens.revoked);
    tokens.expired = randomBytes(32).toString('base64url');
    const now = deps.clock.now();
    await db.insert(sessions).values({ tokenHash: hashToken(tokens.expired), memberId: member.id, createdAt: now - 10_000, expiresAt: now - 1 });
  });

  const call = (name: CallName, token?: string) => callGateway(gateway(), name, { token, body: calls[name].method === 'GET' ? undefined : {} });

  describe('token calls without a valid session', () => {
    for (const name of tokenCalls) {
      it.skipIf(!mounted(name))(`${name}: 401 without a token, with an expired one and with a revoked one`, async () => {
        for (const token of [undefined, tokens.expired, tokens.revoked, 'made-up-token']) {
          const answer = await call(name, token);
          expect(answer.status, `${name} with ${token ?? 'no token'}`).toBe(401);
          expect(answer.body.errorCode).toBe(errorCodes.notLoggedIn);
        }
      });
    }
  });

  describe('account types', () => {
    for (const name of noTrialCalls) {
      it.skipIf(!mounted(name))(`${name}: 403 for a trial account`, async () => {
        const answer = await call(name, tokens.trial);
        expect(answer.status).toBe(403);
        expect(answer.body.errorCode).toBe(errorCodes.forbiddenAccountType);
      });
    }
    for (const name of agentCalls) {
      it.skipIf(!mounted(name))(`${name}: 403 for a member`, async () => {
        const answer = await call(name, tokens.member);
        expect(answer.status).toBe(403);
        expect(answer.body.errorCode).toBe(errorCodes.forbiddenAccountType);
      });
    }

    it('lets a trial account read its own info but not change a password', async () => {
      expect((await call('memberInfo', tokens.trial)).status).toBe(200);
      expect((await call('changePassword', tokens.trial)).status).toBe(403);
    });

    it('covers every token call of the four areas', () => {
      expect(tokenCalls).toEqual(expect.arrayContaining(['logout', 'memberInfo', 'memberIcon', 'memberAvatar', 'changePassword', 'languageUpdate', 'balance', 'unreadCount']));
    });
  });
});
