/** A new member's main wallet, with its opening credit written to the ledger in the same transaction. */
import type { Db } from '../../db';
import { ledgerEntries, wallets } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function openWallet(tx: Tx | Db, input: { memberId: number; amount: string; kind: string; reference: string; now: number }): Promise<void> {
  const inserted = await tx
    .insert(wallets)
    .values({ memberId: input.memberId, accountTypeId: 0, balance: input.amount })
    .onConflictDoNothing()
    .returning({ memberId: wallets.memberId });
  if (inserted.length === 0 || Number(input.amount) === 0) return;
  await tx.insert(ledgerEntries).values({
    memberId: input.memberId,
    accountTypeId: 0,
    amount: input.amount,
    balanceAfter: input.amount,
    kind: input.kind,
    idempotencyKey: `wallet-open:${input.memberId}`,
    reference: input.reference,
    createdAt: input.now,
  });
}
