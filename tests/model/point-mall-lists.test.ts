/**
 * The points mall's lists and balance on the shared record and details
 * machines, against the real gateway: the goods filtered by type and paged,
 * the redeem history by status, the points details by kind and period, and
 * the balance with the rules as one answer.
 */
import { waitFor, type AnyActorRef } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPointMallLogic } from '../../src/app/point-mall/point-mall-logic';
import { decideRedemption } from '../../server/src/domain/points/mall';
import { movePoints } from '../../server/src/domain/points';
import { pointRewards } from '../../server/src/db/schema';
import { newRequestId, withdrawingMember } from '../../server/test/funds/support';
import { redeemPointReward } from '../../src/services/point-mall.api';
import { createCoverage } from './support/access-coverage';
import { createPathClient, startWorld, type World } from './support/access-world';

const settled = (actor: AnyActorRef) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });
const rowsOf = (actor: AnyActorRef) => actor.getSnapshot().context.page.list as Record<string, unknown>[];

describe('points mall lists on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => world?.close());

  it('loads goods by type and page, history by status, details by kind, and the balance with the rules', async () => {
    const member = await withdrawingMember(world.gateway, '100.00');
    await movePoints(world.gateway.db, { memberId: member.id, amount: 1000, kind: 'adjustment', idempotencyKey: `lists:${member.id}`, now: world.now() });
    const [reward] = await world.gateway.db
      .insert(pointRewards)
      .values({ type: 'gift', names: { EN: 'List mug' }, descriptions: { EN: 'A mug' }, units: { EN: 'piece' }, imageUrl: '/assets/point-mall/mug.svg', points: 100, amount: '0', stock: 9 })
      .returning();
    const client = createPathClient(world, { read: () => member.token } as never);
    const http = client.http;
    const first = await redeemPointReward({ http }, { requestId: newRequestId(), rewardId: reward!.id, quantity: 1, paymentPassword: member.paymentPassword, address: 'Road 1', mobile: '09170000000' });
    await redeemPointReward({ http }, { requestId: newRequestId(), rewardId: reward!.id, quantity: 2, paymentPassword: member.paymentPassword, address: 'Road 1', mobile: '09170000000' });
    await decideRedemption(world.gateway.db, first.redemption.reference, { approve: true }, world.now());
    const logic = createPointMallLogic({ http });
    const period = { startTime: world.now() - 86_400_000, endTime: world.now() + 86_400_000 };

    const goods = coverage.createActor(logic.goods, { pageSize: 2 }).start();
    await settled(goods);
    expect(goods.getSnapshot().context.page.total).toBeGreaterThan(2);
    expect(rowsOf(goods)).toHaveLength(2);
    goods.send({ type: 'records.filter', filter: 'gift' });
    await settled(goods);
    expect(rowsOf(goods).every((row) => row.type === 'gift')).toBe(true);

    const history = coverage.createActor(logic.redeemHistory, { period }).start();
    await settled(history);
    expect(rowsOf(history).map((row) => row.status).sort()).toEqual(['approved', 'process']);
    history.send({ type: 'records.filter', filter: 'approved' });
    await settled(history);
    expect(rowsOf(history).map((row) => row.reference)).toEqual([first.redemption.reference]);

    const details = coverage.createActor(logic.pointDetails, { period }).start();
    await settled(details);
    expect(rowsOf(details).map((row) => row.pointType).sort()).toEqual(['adjustment', 'redeem', 'redeem']);
    details.send({ type: 'records.filter', filter: 'redeem' });
    await settled(details);
    expect(rowsOf(details).map((row) => row.changedPoints as number).sort((a, b) => a - b)).toEqual([-200, -100]);
    details.send({ type: 'records.period', period: { startTime: 0, endTime: 1000 } });
    await settled(details);
    expect(details.getSnapshot().matches('empty')).toBe(true);

    const summary = coverage.createActor(logic.summary).start();
    await settled(summary);
    expect(summary.getSnapshot().context.data).toMatchObject({ pointBalance: 700, config: { ratio: 100 } });
    for (const actor of [goods, history, details, summary]) actor.stop();
  });
});
