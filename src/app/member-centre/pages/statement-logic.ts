/** The statement machine with its calls provided, once per HTTP client. */
import { statementMachine } from '../../../machines/statement/statement.machine';
import type { HttpClient } from '../../../services/http';
import { createStatementActors, type StatementDeps } from '../../../services/statement.actors';

export function createStatementLogic(deps: StatementDeps) {
  const { loadStatement, downloadStatement } = createStatementActors(deps);
  return statementMachine.provide({ actors: { loadStatement, downloadStatement } });
}

type StatementLogic = ReturnType<typeof createStatementLogic>;
const built = new WeakMap<HttpClient, StatementLogic>();

export function statementLogicFor(http: HttpClient): StatementLogic {
  let logic = built.get(http);
  if (!logic) {
    logic = createStatementLogic({ http });
    built.set(http, logic);
  }
  return logic;
}
