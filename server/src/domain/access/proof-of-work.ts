/**
 * The slide check's proof of work (ALTCHA, altcha-lib's v2 challenges). The
 * slide stops scripts that cannot see the hole; this step makes every try
 * cost CPU, so one that can still cannot register, log in or send codes in
 * bulk for nothing. Each challenge hides a random counter under a key
 * derivation (PBKDF2, `proofOfWorkCost` rounds per guess): the browser finds
 * it by trying counters from 0, in Web Workers, while the person drags. The
 * gateway signs the challenge and the key its counter derives to, so a
 * solution is checked with two HMACs and no derivation of its own.
 *
 * A challenge is bound to one slide check, accepted once and only until it
 * expires; the issued ones are kept in the database (`proofs_of_work`), so
 * that holds across every gateway instance.
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { ProofOfWorkChallenge } from '../../../../src/services/schemas/account';
import { proofsOfWork } from '../../db/schema';
import type { GatewayDeps } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { proofOfWorkSecrets, type ProofOfWorkSecrets } from './proof-of-work-keys';

/**
 * PBKDF2 runs natively in the browser (WebCrypto) as it does for a script on
 * a server, so a person's guesses cost what an attacker's do; a plain SHA-256
 * guess is several times cheaper natively than through WebCrypto's promises.
 */
export const proofOfWorkAlgorithm = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per guess: about a millisecond of one core. */
export const proofOfWorkCost = 5_000;
/**
 * The largest hidden counter unless PROOF_OF_WORK_MAX_NUMBER says otherwise:
 * about 2,000 guesses on average, under a second with two workers on a
 * desktop, hidden behind the drag.
 */
export const defaultProofOfWorkMaxNumber = 4_000;
/** Each recent failure of the device or address doubles the work, up to this many times. */
export const maxDifficultyDoublings = 3;

export interface ProofOfWorkPayload {
  challenge: Challenge;
  solution: Solution;
}

type Deps = Pick<GatewayDeps, 'db' | 'clock'>;

/** The hidden counter's ceiling for a caller with `recentFailures` failures. */
export const proofOfWorkMaxNumber = (base: number, recentFailures: number): number => base * 2 ** Math.min(Math.max(0, recentFailures), maxDifficultyDoublings);

/** A signed challenge whose counter lies in 1..maxNumber; pure of storage, so the bench makes the same ones. */
export const signedChallenge = (secrets: ProofOfWorkSecrets, maxNumber: number): Promise<Challenge> =>
  createChallenge({
    algorithm: proofOfWorkAlgorithm,
    cost: proofOfWorkCost,
    counter: randomInt(maxNumber),
    deriveKey,
    hmacSignatureSecret: secrets.signatureSecret,
    hmacKeySignatureSecret: secrets.keySignatureSecret,
  });

export interface ProofOfWorkRequest {
  /** The slide check the solution must come back with. */
  boundTo: string;
  maxNumber: number;
  expiresAt: number;
}

export async function issueProofOfWork({ db, clock }: Deps, request: ProofOfWorkRequest): Promise<ProofOfWorkChallenge> {
  const now = clock.now();
  const challenge = await signedChallenge(await proofOfWorkSecrets(db, now), request.maxNumber);
  // Spent or not, a challenge past its expiry is refused anyway: its row is only a replay guard until then.
  await db.delete(proofsOfWork).where(lt(proofsOfWork.expiresAt, now));
  await db.insert(proofsOfWork).values({ nonce: challenge.parameters.nonce, boundTo: request.boundTo, createdAt: now, expiresAt: request.expiresAt });
  return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
}

const invalid = (): DomainError => new DomainError(errorCodes.proofOfWorkInvalid, 400);

/**
 * Accepts a solution once: the challenge is spent by the first answer that
 * names it, right or wrong, so a solved challenge cannot be replayed on
 * another check or by another instance. Throws `proofOfWork.invalid` for a
 * missing, forged, wrong, spent, expired or misbound solution.
 */
export async function spendProofOfWork({ db, clock }: Deps, boundTo: string, payload: ProofOfWorkPayload | undefined): Promise<void> {
  if (!payload) throw invalid();
  const now = clock.now();
  const [row] = await db
    .update(proofsOfWork)
    .set({ usedAt: now })
    .where(and(eq(proofsOfWork.nonce, payload.challenge.parameters.nonce), isNull(proofsOfWork.usedAt)))
    .returning();
  if (!row || row.boundTo !== boundTo || row.expiresAt <= now) throw invalid();
  const secrets = await proofOfWorkSecrets(db, now);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signatureSecret,
    hmacKeySignatureSecret: secrets.keySignatureSecret,
  });
  if (!result.verified) throw invalid();
}
