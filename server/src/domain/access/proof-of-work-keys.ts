/**
 * The HMAC secrets of the proof of work, kept in the database: the first
 * gateway instance that needs them makes them, and every instance after it
 * (or racing it) reads the same row, so a challenge one instance signed is
 * checked by any other.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { proofOfWorkKeys } from '../../db/schema';
import { newSecret } from '../../provider/secrets';

export interface ProofOfWorkSecrets {
  signatureSecret: string;
  keySignatureSecret: string;
}

const keyRow = 'current';

export async function proofOfWorkSecrets(db: Db, now: number): Promise<ProofOfWorkSecrets> {
  const [kept] = await db.select().from(proofOfWorkKeys).where(eq(proofOfWorkKeys.id, keyRow));
  if (kept) return kept;
  // Two instances may get here at once: the first insert wins and both read what it wrote.
  await db
    .insert(proofOfWorkKeys)
    .values({ id: keyRow, signatureSecret: newSecret(), keySignatureSecret: newSecret(), createdAt: now })
    .onConflictDoNothing({ target: proofOfWorkKeys.id });
  const [made] = await db.select().from(proofOfWorkKeys).where(eq(proofOfWorkKeys.id, keyRow));
  return made;
}
