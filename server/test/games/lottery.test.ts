/**
 * Lottery reads: menus of each prize mode with the issue open now (from the
 * shared draw schedule), popular games by tickets of the last day, the
 * member's recent Vietnamese lotteries and the drawn results.
 */
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { lotteryMenusSchema, openedDrawsSchema, popularLotterySchema } from '../../../src/services/schemas/games';
import { lotteryDraws } from '../../src/db/schema';
import { openIssue, pastIssues } from '../../src/domain/lottery-schedule';
import { gameSeeds } from '../../src/seed/games/catalogue';
import { movableClock } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';
import { answerOf, insertBet, insertLaunch } from './support';

/** Mid-interval, so the open issue cannot change between two calls of one test. */
const start = Date.UTC(2026, 0, 15, 10, 0, 20);
const hour = 60 * 60_000;

describeOnBothDatabases(
  'lottery',
  (gateway) => {
    it('answers each prize mode’s menus with the issue open now', async () => {
      const now = gateway().deps.clock.now();
      const menus = await answerOf(gateway(), 'lotteryMenus', lotteryMenusSchema, { query: { prizeMode: 'LOTT', language: 'EN' } });
      expect(menus.map((menu) => [menu.gameGroupCode, menu.labelName])).toEqual([
        ['LOTTO', 'Lotto'],
        ['DIGITS', 'Digit Games'],
      ]);
      expect(menus[0].gameMenus.map((game) => game.code)).toEqual(['LOTT_LOTTO_645', 'LOTT_LOTTO_655']);
      for (const game of menus.flatMap((menu) => menu.gameMenus)) {
        const issue = openIssue(game.accountTypeName, now);
        expect(game).toMatchObject({ prizeMode: 'LOTT', gameType: 'LOTT', drawNo: issue.drawNo, nextDrawAt: issue.drawAt });
        expect(game.nextDrawAt).toBeGreaterThan(now);
      }
      const sea = await answerOf(gateway(), 'lotteryMenus', lotteryMenusSchema, { query: { prizeMode: 'sea', language: 'TY' } });
      expect(sea[0]).toMatchObject({ gameGroupCode: 'SEA', labelName: 'Timog-Silangang Asya' });
      expect(sea[0].gameMenus.every((game) => game.accountTypeName === 'TCG_SEA' && game.prizeMode === 'SEA')).toBe(true);
      const fast = await answerOf(gateway(), 'lotteryMenus', lotteryMenusSchema, { query: { prizeMode: 'ELOTT' } });
      expect(fast[0].gameMenus[0]).toMatchObject({ code: 'ELOTT_FAST_1M', gameName: 'Fast 1 Minute', drawNo: openIssue('ELOTT', now).drawNo, defaultPlayType: 'STRAIGHT' });
    });

    it('answers the Vietnamese menu by region', async () => {
      const menus = await answerOf(gateway(), 'vnLotteryMenu', lotteryMenusSchema, { query: { prizeMode: 'VN', device: 'WEB', language: 'EN' } });
      expect(menus.map((menu) => menu.gameGroupCode)).toEqual(['MIEN_BAC', 'MIEN_TRUNG', 'MIEN_NAM']);
      const games = menus.flatMap((menu) => menu.gameMenus);
      expect(games.every((game) => game.accountTypeName === 'TCG_LOTTO_VN' && game.prizeMode === 'VN')).toBe(true);
      expect(games.find((game) => game.code === 'VN_KHANH_HOA')?.maintenance).toBe(true);
      expect(games.find((game) => game.code === 'VN_MIEN_BAC')?.drawNo).toBe(openIssue('TCG_LOTTO_VN', gateway().deps.clock.now()).drawNo);
    });

    it('refuses an unknown prize mode, and reads a missing one as the brand\'s (LOTT)', async () => {
      const answer = await callGateway(gateway(), 'lotteryMenus', { query: { prizeMode: 'ZZ' } });
      expect(answer.status).toBe(400);
      expect(answer.body.fields?.prizeMode).toBeTruthy();
      const missing = await callGateway(gateway(), 'lotteryMenus');
      expect(missing.body).toEqual((await callGateway(gateway(), 'lotteryMenus', { query: { prizeMode: 'LOTT' } })).body);
    });

    it('ranks popular lottery games by tickets of the last 24 hours, then in catalogue order', async () => {
      const { id } = await memberWithSession(gateway());
      const now = gateway().deps.clock.now();
      const ticket = (code: string, createdAt: number) => insertBet(gateway(), { memberId: id, code, stake: '1.00', payout: '0', createdAt, status: 'open' });
      for (let index = 0; index < 3; index++) await ticket('VN_HO_CHI_MINH', now - index * hour);
      for (let index = 0; index < 2; index++) await ticket('ELOTT_QUICK_4D', now - 23 * hour);
      for (let index = 0; index < 5; index++) await ticket('LOTT_EZ2_2D', now - 25 * hour);
      await insertBet(gateway(), { memberId: id, code: 'PG_AZTEC_GOLD', stake: '1.00', payout: '0', createdAt: now });

      const popular = await answerOf(gateway(), 'lotteryPopular', popularLotterySchema, { query: { count: '20', language: 'EN' } });
      const lottery = gameSeeds.filter((game) => game.engine === 'lotto');
      expect(popular).toHaveLength(Math.min(20, lottery.length));
      expect(popular.slice(0, 3).map((game) => game.code)).toEqual(['VN_HO_CHI_MINH', 'ELOTT_QUICK_4D', 'LOTT_LOTTO_645']);
      expect(popular.every((game) => game.gameType === 'LOTT' || game.gameType === 'ELOTT')).toBe(true);
      expect(await answerOf(gateway(), 'lotteryPopular', popularLotterySchema, { query: { count: '2' } })).toHaveLength(2);
      // Past the cap the count is clamped, not refused (src/http/original-input.ts).
      expect((await callGateway(gateway(), 'lotteryPopular', { query: { count: '21' } })).status).toBe(200);
      expect((await callGateway(gateway(), 'lotteryPopular', { query: { count: 'many' } })).status).toBe(400);
    });

    it('answers the member’s recently launched Vietnamese lotteries only', async () => {
      const { id, token } = await memberWithSession(gateway());
      const now = gateway().deps.clock.now();
      await insertLaunch(gateway(), id, 'VN_CAN_THO', now - 2000);
      await insertLaunch(gateway(), id, 'VN_MIEN_BAC', now - 1000);
      await insertLaunch(gateway(), id, 'LOTT_LOTTO_645', now);
      const recent = await answerOf(gateway(), 'vnLotteryRecent', popularLotterySchema, { token, query: { language: 'EN' } });
      expect(recent.map((game) => game.code)).toEqual(['VN_MIEN_BAC', 'VN_CAN_THO']);
      expect((await callGateway(gateway(), 'vnLotteryRecent')).status).toBe(401);
    });

    it('answers drawn results newest first, Vietnamese ones on their own call', async () => {
      const now = gateway().deps.clock.now();
      const [latest, previous, older] = pastIssues('TCG_LOTTO_VN', now, 3);
      const draw = (gameCode: string, issue: { drawNo: string; drawAt: number }, status: string, numbers: number[] | null) => ({
        gameCode,
        drawNo: issue.drawNo,
        drawAt: issue.drawAt,
        status,
        numbers,
        drawnAt: status === 'drawn' ? issue.drawAt + 500 : null,
      });
      await gateway().db.insert(lotteryDraws).values([
        draw('VN_MIEN_BAC', older, 'drawn', [1, 2, 3, 4, 5]),
        draw('VN_MIEN_BAC', previous, 'drawn', [9, 8, 7, 6, 5]),
        draw('VN_CAN_THO', latest, 'drawn', [0, 1, 1, 2, 3]),
        draw('VN_DA_NANG', latest, 'drawing', null),
        draw('VN_DONG_NAI', openIssue('TCG_LOTTO_VN', now), 'open', null),
        draw('LOTT_LOTTO_645', pastIssues('LOTT', now, 1)[0], 'drawn', [4, 5, 6]),
      ]);
      const vn = await answerOf(gateway(), 'vnLotteryOpened', openedDrawsSchema, { query: { count: '100', language: 'EN' } });
      expect(vn.map((entry) => [entry.gameCode, entry.drawNo])).toEqual([
        ['VN_CAN_THO', latest.drawNo],
        ['VN_MIEN_BAC', previous.drawNo],
        ['VN_MIEN_BAC', older.drawNo],
      ]);
      expect(vn[0]).toMatchObject({ gameName: 'Can Tho', numbers: [0, 1, 1, 2, 3], openedAt: latest.drawAt + 500 });
      expect(await answerOf(gateway(), 'vnLotteryOpened', openedDrawsSchema, { query: { count: '1' } })).toHaveLength(1);

      const { token } = await memberWithSession(gateway());
      const mienBac = await answerOf(gateway(), 'lotteryOpened', openedDrawsSchema, { token, query: { gameCode: 'VN_MIEN_BAC' } });
      expect(mienBac.map((entry) => entry.drawNo)).toEqual([previous.drawNo, older.drawNo]);
      const all = await answerOf(gateway(), 'lotteryOpened', openedDrawsSchema, { token });
      expect(all.map((entry) => entry.gameCode).sort()).toEqual(['LOTT_LOTTO_645', 'VN_CAN_THO', 'VN_MIEN_BAC', 'VN_MIEN_BAC']);
      const unknown = await callGateway(gateway(), 'lotteryOpened', { token, query: { gameCode: 'NO_SUCH_GAME' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errorCode).toBe(errorCodes.gameNotFound);
      expect((await callGateway(gateway(), 'lotteryOpened')).status).toBe(401);
    });
  },
  () => ({ clock: movableClock(start) }),
);
