/** Statement snapshot → what the section shows: the figures, whether they are loading, the reasons of a refusal. */
import type { SnapshotFrom } from 'xstate';
import type { Statement } from '../../services/schemas/statement';
import type { statementMachine } from './statement.machine';

export type StatementSnapshot = SnapshotFrom<typeof statementMachine>;

export interface StatementView {
  status: 'loading' | 'ready' | 'failed';
  statement: Statement | null;
  busy: boolean;
  errorCode: string | null;
  preparingFile: boolean;
  fileErrorCode: string | null;
}

const views = new WeakMap<StatementSnapshot, StatementView>();

export function selectStatement(snapshot: StatementSnapshot): StatementView {
  let view = views.get(snapshot);
  if (!view) {
    const figures = snapshot.matches({ figures: 'failed' }) ? 'failed' : snapshot.context.statement ? 'ready' : 'loading';
    view = {
      status: figures,
      statement: snapshot.context.statement,
      busy: snapshot.hasTag('busy'),
      errorCode: snapshot.context.errorCode,
      preparingFile: snapshot.hasTag('preparingFile'),
      fileErrorCode: snapshot.context.fileErrorCode,
    };
    views.set(snapshot, view);
  }
  return view;
}
