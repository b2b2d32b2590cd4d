/**
 * Games end with the portal session that launched them: sign-out, a
 * password change, a reset by phone and the session's expiry all refuse the
 * next spin, duel round, table read, lottery board and ticket with
 * game.session.ended, while other sessions of the same member play on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { openIssue } from '../../src/domain/lottery-schedule';
import { hashPassword } from '../../src/domain/passwords';
import { openSession } from '../../src/domain/sessions';
import { latestSmsCode, loginWithPassword, movableClocks, newDevice, passHumanCheck, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { callGateway } from '../http';
import { buyTicket, duel, fundedMember, gameLaunchQuery, insertGame, launch, moneyFigures, openTable, providerPost, spin, tokenOf, type GameRow } from './support';

const clocks = movableClocks();
const minute = 60_000;
const sessionTtlMs = 20 * minute;

describeOnBothDatabases(
  'games end with their portal session',
  (gateway, kind) => {
    const clock = clocks[kind];
    const signOut = (token: string) => callGateway(gateway(), 'logout', { token });
    const ended = { success: false, errorCode: errorCodes.gameSessionEnded };

    async function lotteryTable(token: string, game: GameRow): Promise<string> {
      const answer = await launch(gateway(), token, { launchMode: 'LOTT', lottoPrizeMode: 'ELOTT', lottoGameCode: game.code, lottoView: 'betting', language: 'EN' });
      return (await providerPost(gateway(), '/session', { token: tokenOf(answer.body.value.content.game_url) })).body.value.session;
    }

    it('ends a slot and a duel table at sign-out: the next spin, round and table read are game.session.ended', async () => {
      const member = await fundedMember(gateway());
      const slot = await openTable(gateway(), member, await insertGame(gateway(), 'slot'));
      const table = await openTable(gateway(), member, await insertGame(gateway(), 'duel'));
      expect((await spin(gateway(), slot.session)).body.success).toBe(true);
      expect((await signOut(member.token)).body.success).toBe(true);

      const refused = await spin(gateway(), slot.session);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject(ended);
      expect((await duel(gateway(), table.session, 'PLAYER')).body).toMatchObject(ended);
      expect((await providerPost(gateway(), '/table', { session: slot.session })).body).toMatchObject(ended);
      expect((await providerPost(gateway(), '/table', { session: table.session })).body).toMatchObject(ended);
      expect((await moneyFigures(gateway(), member.id)).rounds).toBe(1);
    });

    it('refuses the lottery board and a ticket after sign-out', async () => {
      const member = await fundedMember(gateway());
      const game = await insertGame(gateway(), 'lotto', { gameType: 'ELOTT', accountTypeName: 'ELOTT' });
      const session = await lotteryTable(member.token, game);
      expect((await providerPost(gateway(), '/lotto/board', { session, gameCode: game.code })).body.success).toBe(true);
      await signOut(member.token);

      expect((await providerPost(gateway(), '/lotto/board', { session, gameCode: game.code })).body).toMatchObject(ended);
      const ticket = await buyTicket(gateway(), session, game.code, openIssue('ELOTT', clock.now()).drawNo);
      expect(ticket.body).toMatchObject(ended);
      expect((await moneyFigures(gateway(), member.id)).rounds).toBe(0);
    });

    it('refuses a launch token whose portal session signed out before the page opened it', async () => {
      const member = await fundedMember(gateway());
      const launched = await launch(gateway(), member.token, gameLaunchQuery(await insertGame(gateway(), 'slot')));
      await signOut(member.token);
      expect((await providerPost(gateway(), '/session', { token: tokenOf(launched.body.value.content.game_url) })).body).toMatchObject(ended);
    });

    it('ends the games of every session of the member at a password change, the changing session’s own included', async () => {
      const member = await fundedMember(gateway(), '1000.00', { passwordHash: await hashPassword('Player123') });
      const other = await openSession(gateway().deps, member.id);
      const game = await insertGame(gateway(), 'slot');
      const mine = await openTable(gateway(), member, game);
      const theirs = await openTable(gateway(), { token: other }, game);
      const changed = await send(gateway(), 'changePassword', {
        token: member.token,
        data: { oldPassword: 'Player123', newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
      });
      expect(changed.body.success).toBe(true);

      expect((await spin(gateway(), theirs.session)).body).toMatchObject(ended);
      expect((await spin(gateway(), mine.session)).body).toMatchObject(ended);
      // The session that changed the password stays: a new launch from it plays.
      const again = await openTable(gateway(), member, game);
      expect((await spin(gateway(), again.session)).body.success).toBe(true);
      await expect(openTable(gateway(), { token: other }, game)).rejects.toThrow(errorCodes.notLoggedIn);
    });

    it('ends the games of the member at a password reset by phone', async () => {
      const login = await loginWithPassword(gateway(), 'smsuser', 'Sms12345');
      const { session } = await openTable(gateway(), { token: login.body.value.token }, await insertGame(gateway(), 'slot'));
      expect((await spin(gateway(), session)).body.success).toBe(true);
      const device = newDevice();
      const humanCheckToken = await passHumanCheck(gateway(), device, 'sms');
      expect((await send(gateway(), 'smsForgotPassword', { device, data: { countryDialingCode: '+63', mobileNo: '9171234567', humanCheckToken } })).body.success).toBe(true);
      const verificationCode = (await latestSmsCode(gateway(), '9171234567'))!;
      const reset = await send(gateway(), 'setPasswordByPhone', { device, data: { newPassword: 'Phone1234', mobileNum: '09171234567', verificationCode } });
      expect(reset.body.success).toBe(true);
      expect((await spin(gateway(), session)).body).toMatchObject(ended);
    });

    it('ends a game when its portal session expires, however recently the game was played', async () => {
      const member = await fundedMember(gateway());
      const { session } = await openTable(gateway(), member, await insertGame(gateway(), 'slot'));
      clock.advance(sessionTtlMs - 5 * minute);
      expect((await spin(gateway(), session)).body.success).toBe(true);
      clock.advance(5 * minute);
      expect((await spin(gateway(), session)).body).toMatchObject(ended);
      expect((await providerPost(gateway(), '/table', { session })).body).toMatchObject(ended);
    });

    it('keeps the games of the member’s other sessions when one signs out and another opens', async () => {
      const member = await fundedMember(gateway());
      const second = await openSession(gateway().deps, member.id);
      const game = await insertGame(gateway(), 'slot');
      const first = await openTable(gateway(), member, game);
      const fromSecond = await openTable(gateway(), { token: second }, game);
      await signOut(second);
      await openSession(gateway().deps, member.id);

      expect((await spin(gateway(), fromSecond.session)).body).toMatchObject(ended);
      expect((await spin(gateway(), first.session)).body.success).toBe(true);
      expect((await providerPost(gateway(), '/table', { session: first.session })).body.success).toBe(true);
    });

    it('lets a sign-out race spins on its games: each spin is paid or refused whole, the ledger agrees, nothing plays after', async () => {
      const member = await fundedMember(gateway());
      const game = await insertGame(gateway(), 'slot');
      const tables = await Promise.all(Array.from({ length: 4 }, () => openTable(gateway(), member, game)));
      const answers: { session: string; success: boolean; errorCode: string | null }[] = [];
      let signedOut: ReturnType<typeof signOut> | undefined;
      const play = async (session: string) => {
        for (let round = 0; round < 6; round++) {
          const { body } = await spin(gateway(), session);
          answers.push({ session, success: body.success, errorCode: body.errorCode });
          // Sent while the other tables' spins are on their way.
          signedOut ??= signOut(member.token);
        }
      };
      await Promise.all(tables.map((table) => play(table.session)));
      expect((await signedOut)?.body.success).toBe(true);

      for (const answer of answers) if (!answer.success) expect(answer.errorCode).toBe(errorCodes.gameSessionEnded);
      // Once refused, a session never plays again.
      for (const { session } of tables) {
        const mine = answers.filter((answer) => answer.session === session);
        const firstRefusal = mine.findIndex((answer) => !answer.success);
        if (firstRefusal >= 0) expect(mine.slice(firstRefusal).every((answer) => !answer.success)).toBe(true);
        expect((await spin(gateway(), session)).body).toMatchObject(ended);
      }
      const figures = await moneyFigures(gateway(), member.id);
      expect(figures.rounds).toBe(answers.filter((answer) => answer.success).length);
      expect(figures.balance).toBe(figures.ledger);
      expect(figures.balance).toBe(member.openingCents - figures.stakes + figures.payouts);
    });

    it('lets a sign-out race a launch: a token issued alongside never opens a game', async () => {
      const game = await insertGame(gateway(), 'slot');
      for (let attempt = 0; attempt < 4; attempt++) {
        const member = await fundedMember(gateway());
        const [launched] = await Promise.all([launch(gateway(), member.token, gameLaunchQuery(game)), signOut(member.token)]);
        if (!launched.body.success) {
          expect(launched.body.errorCode).toBe(errorCodes.notLoggedIn);
          continue;
        }
        expect((await providerPost(gateway(), '/session', { token: tokenOf(launched.body.value.content.game_url) })).body).toMatchObject(ended);
      }
    });
  },
  (kind) => ({ clock: clocks[kind], config: { sessionTtlMs } }),
);

/** Source files under a folder, recursively. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

it('revokes portal sessions only through revokeSessions, which ends their games', () => {
  const root = new URL('../../src/', import.meta.url).pathname;
  const door = join(root, 'domain/session-games.ts');
  // Writes of the portal's sessions table; other tables have a revokedAt of their own (the wallet API's provider keys).
  const writes = /\.update\(\s*sessions\s*\)\s*\.set\(\s*\{[^}]*\brevokedAt\s*:/;
  const writers = sourceFiles(root).filter((file) => file !== door && writes.test(readFileSync(file, 'utf8')));
  expect(writers).toEqual([]);
});
