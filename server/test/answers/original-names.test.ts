/**
 * Every answer the original gateway family spells otherwise carries both
 * spellings: for each call of the field-name table, each renamed entity
 * holds the original's names with our value beside ours, and its picture
 * and launch addresses are absolute on the origin the call reached.
 */
import { beforeAll, expect, it } from 'vitest';
import { answerShapes, type RenamedCall } from '../../../src/services/dialect/field-names';
import { valueAt } from '../../../src/services/dialect/paths';
import type { AnswerShape } from '../../../src/services/dialect/shape';
import { gameSeeds } from '../../src/seed/games/catalogue';
import { describeOnBothDatabases } from '../databases';
import { callGateway, type CallOptions } from '../http';
import { insertBet } from '../games/support';
import { gameLaunchQuery } from '../provider/support';
import { playingMember } from './support';

const seeded = (code: string) => gameSeeds.find((game) => game.code === code)!;

/** The entities of an answer that the shape renames, each with the names table that applies to it. */
function entitiesOf(shape: AnswerShape, value: unknown, found: { names: AnswerShape & { kind: 'object' }; value: unknown }[] = []) {
  if (shape.kind === 'each') {
    for (const item of value as unknown[]) entitiesOf(shape.item, item, found);
    return found;
  }
  if (Object.keys(shape.names).length > 0) found.push({ names: shape, value });
  for (const [key, inner] of Object.entries(shape.inside)) entitiesOf(inner, (value as Record<string, unknown>)[key], found);
  return found;
}

describeOnBothDatabases('answers in both spellings', (gateway) => {
  let member: { id: number; token: string };
  const requests: Record<RenamedCall, () => CallOptions> = {
    gameList: () => ({ token: member.token, query: { gameType: 'RNG', pageSize: '5' } }),
    hotGames: () => ({}),
    gameVendors: () => ({}),
    favouriteList: () => ({ token: member.token }),
    recentGames: () => ({ token: member.token }),
    winnerBoard: () => ({ query: { gameCategory: 'ALL', limitNum: '20' } }),
    lotteryMenus: () => ({ query: { prizeMode: 'LOTT' } }),
    vnLotteryMenu: () => ({}),
    lotteryPopular: () => ({}),
    vnLotteryRecent: () => ({ token: member.token }),
    launchGame: () => ({ token: member.token, query: gameLaunchQuery(seeded('PG_AZTEC_GOLD')) }),
  };

  beforeAll(async () => {
    member = await playingMember(gateway());
    const aztec = seeded('PG_AZTEC_GOLD');
    // A favourite, a recent slot, a recent Vietnamese lottery and a win, so every list has an entry.
    await callGateway(gateway(), 'favouriteAdd', { token: member.token, body: { nodeId: aztec.nodeId, vendor: aztec.vendor, gameType: aztec.gameType } });
    await callGateway(gateway(), 'launchGame', { token: member.token, query: gameLaunchQuery(aztec) });
    await callGateway(gateway(), 'launchGame', {
      token: member.token,
      query: { launchMode: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'VN', lottoGameCode: 'VN_MIEN_BAC', lottoView: 'betting', device: 'WEB', language: 'EN' },
    });
    await insertBet(gateway(), { memberId: member.id, code: 'PG_AZTEC_GOLD', stake: '1.00', payout: '50.00', createdAt: gateway().deps.clock.now() - 1000 });
  });

  it.each(Object.keys(answerShapes) as RenamedCall[])('%s carries the original names beside ours, addresses absolute', async (call) => {
    const answer = await callGateway(gateway(), call, requests[call]());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const entities = entitiesOf(answerShapes[call], answer.body.value);
    expect(entities.length).toBeGreaterThan(0);
    for (const { names, value } of entities) {
      for (const [ours, { names: originals, address }] of Object.entries(names.names)) {
        const field = valueAt(value, ours);
        expect(field, `${call} ${ours}`).toBeDefined();
        for (const original of originals) expect(valueAt(value, original), `${call} ${original}`).toEqual(field);
        if (address) expect(field, `${call} ${ours}`).toMatch(new RegExp(`^${gateway().url}/`));
      }
    }
  });

  it('names its own origin as the image and launch host when none is configured', async () => {
    const status = await callGateway<{ info: { imageCDNs: string[]; launchGameCDNs: string[] } }>(gateway(), 'status');
    expect(status.body.value.info).toMatchObject({ imageCDNs: [gateway().url], launchGameCDNs: [gateway().url] });
  });
});
