/**
 * The two forms of GET /wps/game/launchGame (spec §7, api-facts §7.4), as
 * the query arrives. A missing launchMode is a refused field: the original
 * gateway answered it with a 500 "#727 system busy", but a request the
 * caller got wrong is never a server fault here.
 */
import * as v from 'valibot';

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));
const digits = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)));

export const launchInput = v.looseObject({
  launchMode: v.optional(v.picklist(['GLS', 'LOTT'])),
  // game launch (GLS)
  gameId: text(64),
  nodeId: digits,
  roomId: digits,
  /** 1 real money; 0 (free play) has no wallet here. */
  accountType: v.optional(v.literal('1')),
  vassalage: text(32),
  platform: text(64),
  clientType: text(8),
  username: text(64),
  merchantCode: text(32),
  language: text(8),
  // lottery lobby launch (LOTT)
  lottoArea: text(16),
  // The spec writes the brand's modes as Lott, Elott, SEA: any case is the same mode.
  lottoPrizeMode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(['LOTT', 'ELOTT', 'SEA', 'VN']))),
  lottoGameCode: text(64),
  lottoView: v.optional(v.picklist(['betting', 'lobby'])),
  device: text(16),
  backUrl: text(2048),
});

export type LaunchInput = v.InferOutput<typeof launchInput>;
