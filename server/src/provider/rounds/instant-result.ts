/** A round whose result is known at once (a spin, a duel): what it staked, what it paid, and what the records keep of it. */
export interface InstantResult {
  betCents: bigint;
  payoutCents: bigint;
  detail: Record<string, unknown>;
}
