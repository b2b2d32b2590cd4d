/** A wallet's balance as the wallet API answers it: decimal text with two places, 0.00 before the wallet's first movement. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { wallets } from '../../db/schema';
import type { Tx } from '../ledger';
import { fromCents, toCents } from '../money';
import type { RoundPlayer } from './rounds';

export async function walletBalance(db: Db | Tx, player: RoundPlayer): Promise<string> {
  const [row] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.memberId, player.memberId), eq(wallets.accountTypeId, player.accountTypeId)));
  return fromCents(toCents(row?.balance ?? '0'));
}

/** The player as a provider knows them: an opaque id and the wallet a session plays from. */
export const playerOf = (player: RoundPlayer) => ({ id: String(player.memberId), wallet: player.accountTypeId });
