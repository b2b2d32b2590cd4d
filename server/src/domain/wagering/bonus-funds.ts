/**
 * How the bonus money inside a balance moves, pure. While requirements are
 * open, the member plays with bonus money first: a stake comes out of the
 * bonus money of the oldest open requirement (then the next, then the
 * member's own money), and a win goes back into the oldest open one. The
 * member's own money (what was in the wallet besides the bonus, later
 * deposits) is not touched while there is bonus money to stake, and may
 * leave the wallet at any time.
 *
 * A requirement closes as met once its wagered turnover reaches the
 * required turnover: its bonus money becomes cash. It closes as lost when a
 * stake finds its bonus money spent (a win of the round that spent it still
 * comes back to it first). Every step keeps the sum of the open bonus money
 * at or below the balance.
 */

export interface OpenFunds {
  id: number;
  /** Bonus money in the balance, in cents. */
  locked: bigint;
  wagered: bigint;
  required: bigint;
}

export interface Closing {
  id: number;
  status: 'met' | 'lost';
  /** Met: bonus money that became cash; lost: 0. */
  closedAmount: bigint;
  wagered: bigint;
}

export interface Step {
  open: OpenFunds[];
  closed: Closing[];
}

export const lockedTotal = (open: readonly OpenFunds[]): bigint => open.reduce((sum, funds) => sum + funds.locked, 0n);

/** Requirements whose turnover is reached close as met. */
export function closeMet(open: readonly OpenFunds[]): Step {
  const met = open.filter((funds) => funds.wagered >= funds.required);
  return {
    open: open.filter((funds) => funds.wagered < funds.required),
    closed: met.map((funds) => ({ id: funds.id, status: 'met', closedAmount: funds.locked, wagered: funds.wagered })),
  };
}

/** A stake of `cents`: spent bonuses close as lost, then the stake comes out of bonus money, oldest first. */
export function stake(open: readonly OpenFunds[], cents: bigint): Step {
  const closed: Closing[] = open.filter((funds) => funds.locked === 0n).map((funds) => ({ id: funds.id, status: 'lost', closedAmount: 0n, wagered: funds.wagered }));
  let left = cents;
  const still = open
    .filter((funds) => funds.locked > 0n)
    .map((funds) => {
      const taken = left < funds.locked ? left : funds.locked;
      left -= taken;
      return { ...funds, locked: funds.locked - taken };
    });
  return { open: still, closed };
}

/** A win of `cents`: bonus money of the oldest open requirement. */
export function win(open: readonly OpenFunds[], cents: bigint): OpenFunds[] {
  return open.map((funds, index) => (index === 0 ? { ...funds, locked: funds.locked + cents } : funds));
}
