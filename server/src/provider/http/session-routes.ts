/** Opening the table: the launch token traded for a play session, and the table again for a page that already holds one. */
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { GatewayEnv } from '../../http/context';
import { openPlaySession, useSession } from '../sessions/play-sessions';
import { describeTable } from '../tables';
import { languageField, providerCall, sessionField } from './provider-call';

/** The PvP room a table was launched into, named on the table (see describeTable). */
const roomField = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)));

export function mountSessionRoutes(api: Hono<GatewayEnv>): void {
  api.post(
    '/session',
    providerCall(v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(128)), lang: languageField, room: roomField }), async (input, deps) => {
      const { sessionId, session } = await openPlaySession(deps.db, input.token, deps.clock.now());
      return { session: sessionId, ...(await describeTable(deps, session, input.lang, input.room)) };
    }),
  );

  api.post(
    '/table',
    providerCall(v.object({ session: sessionField, lang: languageField, room: roomField }), async (input, deps) => {
      const session = await useSession(deps.db, input.session, deps.clock.now());
      return describeTable(deps, session, input.lang, input.room);
    }),
  );
}
