/** The statement of a period, as figures or as a CSV file, and the last-game recall. */
import { calls } from '../../../../src/services/calls';
import { headers } from '../../../../src/services/headers';
import { statementInputSchema } from '../../../../src/services/schemas/statement';
import { catalogueLanguage } from '../../domain/games/language';
import { gameRecall } from '../../domain/protection/statement/game-recall';
import { statementOf } from '../../domain/protection/statement/statement';
import { statementCsv, statementFileName } from '../../domain/protection/statement/statement-csv';
import { statementLines } from '../../domain/protection/statement/statement-lines';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';

export const statementRoutes: CallRoute<any>[] = [
  defineRoute({ call: calls.statement, input: statementInputSchema, handle: ({ member, deps, input }) => statementOf(deps.db, member!.id, input, deps.clock.now()) }),
  defineRoute({
    call: calls.statementCsv,
    input: statementInputSchema,
    handle: async ({ member, deps, input, c }) => {
      const statement = await statementOf(deps.db, member!.id, input, deps.clock.now());
      const lines = await statementLines(deps.db, member!.id, statement);
      return c.body(statementCsv(statement, lines, catalogueLanguage(c.req.header(headers.language))), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${statementFileName(statement)}"`,
        'Cache-Control': 'no-store',
      });
    },
  }),
  defineRoute({ call: calls.gameRecall, input: noInput, handle: ({ member, deps, c }) => gameRecall(deps.db, member!.id, catalogueLanguage(c.req.header(headers.language))) }),
];
