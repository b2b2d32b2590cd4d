/** Launch tokens open one play session, once, within their lifetime; play sessions end after 30 idle minutes. */
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { fundedMember, gameLaunchQuery, insertGame, launch, providerPost, spin, tokenOf } from './support';

const clocks = movableClocks();
const minute = 60_000;

describeOnBothDatabases(
  'launch tokens and play sessions',
  (gateway, kind) => {
    const clock = clocks[kind];

    async function launchToken() {
      const member = await fundedMember(gateway());
      const game = await insertGame(gateway(), 'slot');
      const answer = await launch(gateway(), member.token, gameLaunchQuery(game));
      return { member, game, token: tokenOf(answer.body.value.content.game_url) };
    }

    it('trades a token for a session and the table once; the same token again is launch.token.used', async () => {
      const { game, token } = await launchToken();
      const opened = await providerPost(gateway(), '/session', { token });
      expect(opened.status).toBe(200);
      expect(opened.body.value).toMatchObject({ engine: 'slot', game: { code: game.code }, balance: '1000.00', currency: expect.any(String) });
      expect(opened.body.value.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = await providerPost(gateway(), '/session', { token });
      expect(again.status).toBe(401);
      expect(again.body).toMatchObject({ success: false, errorCode: errorCodes.launchTokenUsed });
    });

    it('lets exactly one of several simultaneous redemptions of one token open a session', async () => {
      const { token } = await launchToken();
      const answers = await Promise.all(Array.from({ length: 6 }, () => providerPost(gateway(), '/session', { token })));
      expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.errorCode === errorCodes.launchTokenUsed)).toHaveLength(5);
    });

    it('refuses a token after its two minutes with launch.token.expired, and it stays unusable', async () => {
      const { token } = await launchToken();
      clock.advance(2 * minute);
      const late = await providerPost(gateway(), '/session', { token });
      expect(late.body.errorCode).toBe(errorCodes.launchTokenExpired);
      expect((await providerPost(gateway(), '/session', { token })).body.errorCode).toBe(errorCodes.launchTokenExpired);
    });

    it('accepts a token just before it expires', async () => {
      const { token } = await launchToken();
      clock.advance(2 * minute - 1);
      expect((await providerPost(gateway(), '/session', { token })).body.success).toBe(true);
    });

    it('answers launch.token.invalid for a token it never issued', async () => {
      const answer = await providerPost(gateway(), '/session', { token: 'x'.repeat(43) });
      expect(answer.body.errorCode).toBe(errorCodes.launchTokenInvalid);
    });

    it('keeps a used session alive and ends it after 30 idle minutes', async () => {
      const { token } = await launchToken();
      const { session } = (await providerPost(gateway(), '/session', { token })).body.value;
      clock.advance(29 * minute);
      expect((await spin(gateway(), session)).body.success).toBe(true);
      // The spin moved the end: 29 more minutes are still inside the session.
      clock.advance(29 * minute);
      expect((await providerPost(gateway(), '/table', { session })).body.success).toBe(true);
      clock.advance(30 * minute);
      const expired = await spin(gateway(), session);
      expect(expired.status).toBe(401);
      expect(expired.body.errorCode).toBe(errorCodes.playSessionExpired);
      expect((await providerPost(gateway(), '/table', { session })).body.errorCode).toBe(errorCodes.playSessionExpired);
    });

    it('answers provider.session.expired for a session id it never opened', async () => {
      expect((await spin(gateway(), 'y'.repeat(43))).body.errorCode).toBe(errorCodes.playSessionExpired);
    });

    it('refuses malformed requests with field codes', async () => {
      const answer = await providerPost(gateway(), '/slot/spin', { session: 'short', roundId: 'not-a-uuid', bet: 1 });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toMatchObject({ session: errorCodes.fieldInvalid, roundId: errorCodes.fieldInvalid, bet: errorCodes.fieldInvalid });
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
