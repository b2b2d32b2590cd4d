/**
 * The money-request machine provided once per HTTP client for each money
 * form (and the plain form machine for adding a bank account): what the
 * pages create their actors from, and what the model test replays against a
 * real gateway.
 */
import { fromPromise, type AnyActorLogic } from 'xstate';
import { centreSubmitMachine } from '../../../machines/centre-submit/centre-submit.machine';
import { moneyRequestMachine } from '../../../machines/money-request/money-request.machine';
import { addBankAccount } from '../../../services/funds.api';
import { createFundsActors, createRequestIdActor } from '../../../services/funds.actors';
import type { BankAccountInput } from '../../../services/schemas/funds';
import type { HttpClient } from '../../../services/http';

export interface FundsDeps {
  http: HttpClient;
  /** A fixed generator in tests; random ids otherwise. */
  newRequestId?: () => string;
}

export function createFundsLogic({ http, newRequestId }: FundsDeps) {
  const actors = createFundsActors({ http });
  const createRequestId = createRequestIdActor(newRequestId);
  // Each call's values differ; the machine carries them as a record, so the binding is typed at the page.
  const money = (submitRequest: AnyActorLogic) => moneyRequestMachine.provide({ actors: { createRequestId, submitRequest: submitRequest as never } });
  return {
    transfer: money(actors.submitTransfer),
    recall: money(actors.submitRecall),
    deposit: money(actors.submitDeposit),
    withdraw: money(actors.submitWithdraw),
    transferUpline: money(actors.submitTransferUpline),
    // Adding a bank account moves no money: the centre's plain form machine sends it.
    addBankAccount: centreSubmitMachine.provide({
      actors: { submitForm: fromPromise(({ input, signal }) => addBankAccount({ http, signal }, input as BankAccountInput)) },
    }),
  };
}

export type FundsLogic = ReturnType<typeof createFundsLogic>;

const built = new WeakMap<HttpClient, FundsLogic>();

export function fundsLogicFor(http: HttpClient): FundsLogic {
  let logic = built.get(http);
  if (!logic) {
    logic = createFundsLogic({ http });
    built.set(http, logic);
  }
  return logic;
}
