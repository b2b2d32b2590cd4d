/** The envelope rules every call shares: unknown paths, wrong methods, missing tokens, bad input, unknown merchant. */
import { expect, it } from 'vitest';
import { errorCodes } from '../../src/services/error-codes';
import { describeOnBothDatabases } from './databases';
import { callGateway, memberWithSession } from './http';

describeOnBothDatabases('envelope', (gateway) => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await fetch(`${gateway().url}/wps/no/such/call`, { headers: { Merchant: 'XSP' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, errorCode: errorCodes.notFound, value: null });
  });

  it('answers a known path with the wrong method with a 405 envelope', async () => {
    const answer = await callGateway(gateway(), 'status', { method: 'POST', body: {} });
    expect(answer.status).toBe(405);
    expect(answer.body).toMatchObject({ success: false, errorCode: errorCodes.methodNotAllowed });
  });

  it('answers a call of the registry that this gateway does not serve with a 404, whatever the method', async () => {
    const { calls } = await import('../../src/services/calls');
    const { allRoutes } = await import('../src/routes');
    const served = new Set(allRoutes.map((route) => route.call.path));
    const unserved = Object.values(calls).find((call) => !served.has(call.path));
    if (!unserved) return;
    const response = await fetch(`${gateway().url}${unserved.path}`, { method: unserved.method, headers: { Merchant: 'XSP' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, errorCode: errorCodes.notFound });
  });

  it('refuses token calls without a token or with a dead one (401 login.not.session)', async () => {
    for (const token of [undefined, 'not-a-session-token']) {
      for (const name of ['balance', 'unreadCount'] as const) {
        const answer = await callGateway(gateway(), name, { token });
        expect(answer.status, `${name} ${token}`).toBe(401);
        expect(answer.body).toMatchObject({ success: false, errorCode: errorCodes.notLoggedIn });
      }
    }
  });

  it('answers bad input with a 400 naming the field', async () => {
    const answer = await callGateway(gateway(), 'announcements', { query: { types: 'B,XX' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: errorCodes.badRequest, fields: { types: 'field.invalid' } });
  });

  it('refuses another merchant code with 400 function.not.available', async () => {
    const answer = await callGateway(gateway(), 'status', { headers: { Merchant: 'OTHER' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(errorCodes.unknownMerchant);
  });

  it('answers public calls the same with or without a valid token', async () => {
    const { token } = await memberWithSession(gateway());
    const anonymous = await callGateway(gateway(), 'whitelabel');
    const member = await callGateway(gateway(), 'whitelabel', { token });
    expect(member.body).toEqual(anonymous.body);
  });
});
