/** Actor bindings of the statement machine: the figures of a period, and its CSV file saved by the browser. */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import type { Statement } from './schemas/statement';
import { fetchStatementCsv, loadGameRecall, loadStatement, type StatementPeriod } from './statement.api';

export interface StatementDeps {
  http: HttpClient;
  /** Hands the file to the browser's downloads; a test may keep it instead. */
  save?(file: { name: string; content: Blob }): void;
}

function saveInBrowser(file: { name: string; content: Blob }): void {
  const address = URL.createObjectURL(file.content);
  const link = document.createElement('a');
  link.href = address;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(address), 1000);
}

export function createStatementActors({ http, save = saveInBrowser }: StatementDeps) {
  return {
    loadStatement: fromPromise<Statement, { period: StatementPeriod | null }>(({ input, signal }) => loadStatement({ http, signal }, input.period)),
    downloadStatement: fromPromise<void, StatementPeriod>(async ({ input, signal }) => save(await fetchStatementCsv({ http, signal }, input))),
    loadGameRecall: fromPromise(({ signal }) => loadGameRecall({ http, signal })),
  };
}
