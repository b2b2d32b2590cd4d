/**
 * Public answers served from the instance's cache: a write to any table
 * behind them shows on the very next call, whoever made it; answers never
 * cross languages, callers or members and visitors; an answer that ages
 * (lottery issues) is rebuilt when its time is up; token calls still check
 * the session on every call.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { LotteryMenu } from '../../../src/services/schemas/games';
import { games, settings, switches } from '../../src/db/schema';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { fundedMember } from '../funds/support';
import { callGateway, memberWithSession } from '../http';

const clocks = movableClocks();

describeOnBothDatabases(
  'public answers',
  (gateway, kind) => {
    it('shows a direct database write on the very next call: a switch, the system state, a game', async () => {
      const switchOf = async () => {
        const answer = await callGateway<{ enabled: string; childrenNodes: { modId: string; enabled: string }[] }>(gateway(), 'whitelabel');
        return JSON.stringify(answer.body.value).includes('"modId":"DIRECTREG3","enabled":"0"');
      };
      expect(await switchOf()).toBe(false);
      expect(await switchOf()).toBe(false);
      await gateway().db.update(switches).set({ enabled: false }).where(eq(switches.modId, 'DIRECTREG3'));
      expect(await switchOf()).toBe(true);
      await gateway().db.update(switches).set({ enabled: true }).where(eq(switches.modId, 'DIRECTREG3'));
      expect(await switchOf()).toBe(false);

      const maintenance = async () => (await callGateway<{ maintenance: boolean }>(gateway(), 'status')).body.value.maintenance;
      expect(await maintenance()).toBe(false);
      const [stored] = await gateway().db.select().from(settings).where(eq(settings.key, 'system'));
      await gateway().db.update(settings).set({ value: { ...(stored.value as object), maintenance: true } }).where(eq(settings.key, 'system'));
      expect(await maintenance()).toBe(true);
      await gateway().db.update(settings).set({ value: stored.value }).where(eq(settings.key, 'system'));
      expect(await maintenance()).toBe(false);

      const hotCard = async () => (await callGateway<{ list: { code: string; maintenance: boolean }[] }>(gateway(), 'hotGames', { query: { language: 'EN' } })).body.value.list[0];
      const first = await hotCard();
      await gateway().db.update(games).set({ maintenance: !first.maintenance }).where(eq(games.code, first.code));
      expect((await hotCard()).maintenance).toBe(!first.maintenance);
      await gateway().db.update(games).set({ maintenance: first.maintenance }).where(eq(games.code, first.code));
      expect((await hotCard()).maintenance).toBe(first.maintenance);
    });

    it('keeps one answer per language', async () => {
      const titles = async (language: string) => {
        const answer = await callGateway<{ player: { title: string }[] }>(gateway(), 'announcements', { query: { types: 'PL' }, headers: { Language: language } });
        return answer.body.value.player.map((notice) => notice.title);
      };
      const english = await titles('EN');
      const tagalog = await titles('TY');
      expect(tagalog).toHaveLength(english.length);
      expect(tagalog).not.toEqual(english);
      expect(await titles('EN')).toEqual(english);
      expect(await titles('TY')).toEqual(tagalog);
    });

    it('writes each caller’s own address into the shared status answer', async () => {
      const addressOf = async (ip: string) =>
        (await callGateway<{ location: { ip: string } }>(gateway(), 'status', { headers: { 'X-Forwarded-For': ip } })).body.value.location.ip;
      const answers = await Promise.all(['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.1'].map(addressOf));
      expect(answers).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.1']);
    });

    it('gives visitors and members their own popups from the same query', async () => {
      const { token } = await memberWithSession(gateway());
      const moments = async (sessionToken?: string) =>
        (await callGateway<{ popup: { execution: string }[] }>(gateway(), 'announcements', { query: { types: 'PU' }, token: sessionToken })).body.value.popup
          .map((popup) => popup.execution)
          .sort();
      expect(await moments()).toEqual(['B']);
      expect(await moments(token)).toEqual(['A', 'F']);
      expect(await moments()).toEqual(['B']);
    });

    it('moves the lottery menus on to the next issue once a draw has closed', async () => {
      const issues = async () => {
        const answer = await callGateway<LotteryMenu[]>(gateway(), 'lotteryMenus', { query: { prizeMode: 'LOTT', language: 'EN' } });
        return answer.body.value.flatMap((menu) => menu.gameMenus.map((game) => ({ drawNo: game.drawNo, nextDrawAt: game.nextDrawAt })));
      };
      const before = await issues();
      expect(before.length).toBeGreaterThan(0);
      expect(await issues()).toEqual(before);
      clocks[kind].advance(Math.min(...before.map((issue) => issue.nextDrawAt)) - clocks[kind].now());
      const after = await issues();
      expect(after[0].drawNo).not.toBe(before[0].drawNo);
      expect(after[0].nextDrawAt).toBeGreaterThan(before[0].nextDrawAt);
    });

    it('serves a cached public answer to a revoked session as to a visitor, and refuses it on the next token call', async () => {
      const { token } = await memberWithSession(gateway());
      // The game list is public (spec §6) and cached: a session ended since is no reason to refuse it.
      const list = () => callGateway(gateway(), 'gameList', { token, query: { gameType: 'RNG', pageNo: '1', pageSize: '5' } });
      const before = await list();
      expect(before.status).toBe(200);
      expect((await callGateway(gateway(), 'logout', { token })).status).toBe(200);
      expect((await list()).body).toEqual(before.body);
      expect((await callGateway(gateway(), 'balance', { token })).status).toBe(401);
    });

    it('answers concurrent balances of many members each with their own wallets', async () => {
      const callers = await Promise.all(Array.from({ length: 6 }, (_, index) => fundedMember(gateway(), `${index + 1}0.00`)));
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) => index % callers.length).map(async (index) => ({
          index,
          answer: await callGateway<{ sumBalance: number }>(gateway(), 'balance', { token: callers[index].token }),
        })),
      );
      for (const { index, answer } of answers) expect(answer.body.value.sumBalance).toBe((index + 1) * 10);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
