/**
 * Money settings of the demo brand: deposit channels with their limits,
 * payee details and tutorial steps, the game wallets (vendors of the games
 * catalogue with a sub-wallet of their own), withdrawal settings and the
 * banks members withdraw to. Inserts never overwrite, so an operator's later
 * change survives a restart.
 */
import type { Db } from '../db';
import { depositChannels, gameWallets, settings } from '../db/schema';
import { defaultBanks, defaultWithdrawConfig, fundsSettingKeys } from '../domain/funds/settings';

/** Tutorial steps are locale keys (memberCentre.depositChannels.<code>.stepN), translated by the portal. */
const steps = (code: string, count: number): string[] => Array.from({ length: count }, (_, index) => `memberCentre.depositChannels.${code}.step${index + 1}`);

export const depositChannelSeeds: (typeof depositChannels.$inferInsert)[] = [
  {
    code: 'BANK',
    name: 'Bank Transfer',
    kind: 'bank',
    minAmount: '100.00',
    maxAmount: '500000.00',
    payee: { bankName: 'BDO Unibank', accountName: 'XSP Royal Payments Inc.', accountNumber: '0012 3456 7890' },
    tutorial: steps('BANK', 4),
    sort: 1,
  },
  {
    code: 'GCASH',
    name: 'GCash',
    kind: 'ewallet',
    minAmount: '100.00',
    maxAmount: '50000.00',
    payee: { accountName: 'XSP Royal', walletNumber: '0917 555 0142' },
    tutorial: steps('GCASH', 3),
    sort: 2,
  },
  {
    code: 'QRPH',
    name: 'QR Ph',
    kind: 'qr',
    minAmount: '200.00',
    maxAmount: '100000.00',
    payee: { accountName: 'XSP Royal', qrText: '00020101021128600011ph.ppmi.p2m0111XSPROYAL00005204601653036085802PH5909XSP ROYAL6006MANILA6304A1B2' },
    tutorial: steps('QRPH', 3),
    sort: 3,
  },
  {
    code: 'USDT',
    name: 'USDT (TRC20)',
    kind: 'crypto',
    minAmount: '500.00',
    maxAmount: '1000000.00',
    payee: { network: 'TRC20', address: 'TQ7xspRoyaLdemo4n8WmZ3bV9cK2uF6hJ1' },
    tutorial: steps('USDT', 4),
    sort: 4,
  },
];

/** Vendors of the catalogue (server/src/seed/games/vendors.ts); FC is under maintenance there and here. */
export const gameWalletSeeds: (typeof gameWallets.$inferInsert)[] = [
  { accountTypeId: 1, vendor: 'PG', name: 'PG Soft', sort: 1 },
  { accountTypeId: 2, vendor: 'JILI', name: 'JILI Games', sort: 2 },
  { accountTypeId: 3, vendor: 'EVO', name: 'Evolution', sort: 3 },
  { accountTypeId: 4, vendor: 'SABA', name: 'SABA Sports', sort: 4 },
  { accountTypeId: 5, vendor: 'KM', name: 'Kingmaker', sort: 5 },
  { accountTypeId: 6, vendor: 'FC', name: 'Fa Chai', sort: 6, maintenance: true },
];

export async function seedFunds(db: Db): Promise<void> {
  await db.insert(depositChannels).values(depositChannelSeeds).onConflictDoNothing();
  await db.insert(gameWallets).values(gameWalletSeeds).onConflictDoNothing();
  await db
    .insert(settings)
    .values([
      { key: fundsSettingKeys.withdraw, value: defaultWithdrawConfig },
      { key: fundsSettingKeys.banks, value: defaultBanks },
    ])
    .onConflictDoNothing();
}
