/**
 * Statement and game-recall calls. The CSV file is the gateway's answer
 * (text/csv with its file name), fetched with the member's token like every
 * call, so the file holds the gateway's own figures in the member's language.
 */
import { ApiError } from './http';
import { errorCodes } from './error-codes';
import type { ApiContext } from './session.api';
import { gameRecallSchema, statementSchema, type GameRecall, type Statement } from './schemas/statement';

export interface StatementPeriod {
  startTime: number;
  endTime: number;
}

export const loadStatement = ({ http, signal }: ApiContext, period: StatementPeriod | null): Promise<Statement> =>
  http.call('statement', { data: period ? { ...period } : {}, schema: statementSchema, signal });

export const loadGameRecall = ({ http, signal }: ApiContext): Promise<GameRecall> => http.call('gameRecall', { schema: gameRecallSchema, signal });

export interface StatementFile {
  name: string;
  content: Blob;
}

/** The file's name from `Content-Disposition`, or one made from the period. */
const fileNameOf = (response: Response, period: StatementPeriod): string =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `statement-${period.startTime}-${period.endTime}.csv`;

export async function fetchStatementCsv({ http, signal }: ApiContext, period: StatementPeriod): Promise<StatementFile> {
  if (!http.open) throw new ApiError(errorCodes.internal, 0);
  const response = await http.open('statementCsv', { signal: signal ?? new AbortController().signal, accept: 'text/csv', query: { ...period } });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { errorCode?: string } | null;
    throw new ApiError(envelope?.errorCode ?? errorCodes.internal, response.status);
  }
  return { name: fileNameOf(response, period), content: await response.blob() };
}
