/**
 * The merchant-wallet answer kept in sessionStorage `merchantWallet` for the
 * tab's session (spec §9), so the wallets show at once on the next open
 * while they load again; every later answer replaces it.
 */
import * as v from 'valibot';
import { merchantWalletSchema, type MerchantWallet } from '../../../services/schemas/funds';

export const walletCacheKey = 'merchantWallet';

export function readWalletCache(store: Pick<Storage, 'getItem'>): MerchantWallet | null {
  try {
    const parsed = v.safeParse(merchantWalletSchema, JSON.parse(store.getItem(walletCacheKey) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeWalletCache(store: Pick<Storage, 'setItem'>, wallet: MerchantWallet): void {
  try {
    store.setItem(walletCacheKey, JSON.stringify(wallet));
  } catch {
    // A full or blocked storage only costs the instant first paint.
  }
}
