/** Model-based test of the image captcha against the real gateway, with a shortened reload throttle. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaMachine } from '../../src/machines/captcha/captcha.machine';
import { captchaModel } from '../../src/machines/captcha/captcha.model';
import { createAccessLogic } from '../../src/services/access-logic';
import { calls } from '../../src/services/calls';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, memoryStores, startWorld, type World } from './support/access-world';

const plans = planPaths(captchaMachine, captchaModel, [{ simple: true }]);

describe('captcha machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(captchaMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    const stores = memoryStores();
    const client = createPathClient(world, stores.store);
    const access = createAccessLogic({ http: client.http, store: stores.store, remember: stores.remember, delays: { refreshThrottle: 300 } });
    const actor = coverage.createActor(access.captcha);
    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadCaptcha: [calls.captcha.path] },
      assertState: (real, expected) => {
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        if (real.matches('shown')) expect(real.context.image).toMatch(/^iVBOR/);
        expect(real.can({ type: 'captcha.refresh' })).toBe(real.matches({ shown: 'ready' }) || real.matches('failed'));
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(captchaMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
