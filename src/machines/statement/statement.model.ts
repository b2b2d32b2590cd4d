/** Event cases for path generation over the statement: figures come, fail or are refused for a period; the file is prepared or fails. */
import type { EventObject } from 'xstate';
import type { Statement } from '../../services/schemas/statement';
import type { MachineModel } from '../model-types';
import type { ModelEvent } from '../session/session.model';

export const statementEvents = {
  loadDone: 'xstate.done.actor.loadStatement',
  loadError: 'xstate.error.actor.loadStatement',
  fileDone: 'xstate.done.actor.downloadStatement',
  fileError: 'xstate.error.actor.downloadStatement',
} as const;

const zero = { deposits: '0.00', withdrawals: '0.00', netDeposits: '0.00' };
export const modelStatement: Statement = {
  startTime: 1_790_000_000_000,
  endTime: 1_797_000_000_000,
  accountOpenedAt: 1_780_000_000_000,
  openingBalance: '0.00',
  closingBalance: '0.00',
  period: zero,
  lifetime: zero,
  rounds: 0,
  stakes: { total: '0.00', cash: '0.00', bonus: '0.00' },
  winnings: '0.00',
  netResult: '0.00',
  otherMovements: '0.00',
};

export const statementModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: statementEvents.loadDone, output: modelStatement },
    { type: statementEvents.loadError, error: { code: 'statement.period.too.long' } },
    { type: 'statement.period', period: { startTime: 1_795_000_000_000, endTime: 1_797_000_000_000 } },
    { type: 'statement.retry' },
    { type: 'statement.download' },
    { type: statementEvents.fileDone },
    { type: statementEvents.fileError, error: { code: 'network.abnormal' } },
  ],
  // The figures do not change what may happen next; whether there are some does.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.statement !== null]),
};
