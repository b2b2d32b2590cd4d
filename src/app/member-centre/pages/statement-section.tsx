/** The statement section of Safer play: the statement machine with its calls, as an inspected actor. */
import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { StatementPanel, type StatementActions } from '../../../components/member-centre/statement/statement-panel';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectStatement } from '../../../machines/statement/statement.selectors';
import { useApp } from '../../app-context';
import { statementLogicFor } from './statement-logic';

export function StatementSection() {
  const { http } = useApp();
  const actor = useActorRef(statementLogicFor(http), withInspection());
  const view = useSelector(actor, selectStatement);
  const [today] = useState(() => Date.now());
  const actions = useMemo<StatementActions>(
    () => ({
      onPeriod: (period) => actor.send({ type: 'statement.period', period }),
      onRetry: () => actor.send({ type: 'statement.retry' }),
      onDownload: () => actor.send({ type: 'statement.download' }),
    }),
    [actor],
  );
  return <StatementPanel view={view} today={today} actions={actions} />;
}
