/** The recall's loader: the one-answer machine of the member centre, provided with the recall call, once per HTTP client. */
import type { AnyActorLogic } from 'xstate';
import { centreDetailsMachine } from '../../../machines/centre-details/centre-details.machine';
import type { HttpClient } from '../../../services/http';
import { createStatementActors } from '../../../services/statement.actors';

type RecallLogic = typeof centreDetailsMachine;
const built = new WeakMap<HttpClient, RecallLogic>();

export function recallLogicFor(http: HttpClient): RecallLogic {
  let logic = built.get(http);
  if (!logic) {
    logic = centreDetailsMachine.provide({ actors: { loadDetails: createStatementActors({ http }).loadGameRecall as AnyActorLogic } as never });
    built.set(http, logic);
  }
  return logic;
}
