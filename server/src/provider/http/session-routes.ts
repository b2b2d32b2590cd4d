/** Opening the table: the launch token traded for a play session (through the wallet), and the table again for a page that already holds one. */
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { ProviderEnv } from '../deps';
import { remember, sessionBalance } from '../sessions/player-session';
import { describeTable } from '../tables';
import { asPage } from '../wallet/refusals';
import { languageField, providerCall, sessionField } from './provider-call';

/** The PvP room a table was launched into, named on the table (see describeTable). */
const roomField = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)));

export function mountSessionRoutes(api: Hono<ProviderEnv>): void {
  api.post(
    '/session',
    providerCall(v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(128)), lang: languageField, room: roomField }), async (input, deps) => {
      const opened = await asPage('launch', () => deps.wallet.session(input.token));
      const session = remember(deps, opened.token, opened);
      return { session: opened.token, ...(await describeTable(deps, session, opened, input.lang, input.room)) };
    }),
  );

  api.post(
    '/table',
    providerCall(v.object({ session: sessionField, lang: languageField, room: roomField }), async (input, deps) => {
      const { facts, ...wallet } = await sessionBalance(deps, input.session);
      return describeTable(deps, facts, wallet, input.lang, input.room);
    }),
  );
}
