/**
 * Contracts the model tests start from and answer with: one per status and
 * side. Ids and accounts are case markers the replay swaps for the real
 * contract it arranged on the gateway; terms are real terms of each kind.
 */
import type { Contract, ContractKind, ContractStatus } from '../../services/schemas/contracts';
import type { ContractRole, EndedContract } from './contract-rules';

export const termsCases = {
  dividend: { period: 'W', validBet: '5000.00', profitLoss: '1000.00', activeMembers: 2, rate: '12.50' },
  dailySalary: { teamBetting: '1000.00', activeMembers: 1, rate: '1.50', dailyBetAmount: '100.00', amount: '5.00' },
  hourlySalary: { teamBetting: '300.00', rate: '0.80', hourlyBetAmount: '10.00' },
  realTimeSalary: { profitRate: '0.50', lossRate: '1.20', singleBetAmount: '5.00' },
} satisfies Record<ContractKind, Record<string, string | number>>;

export interface ContractCase {
  status: ContractStatus;
  role: ContractRole;
  kind: ContractKind;
  terminationRequestedBy?: ContractRole | null;
}

export function contractCase({ status, role, kind, terminationRequestedBy = null }: ContractCase): Contract {
  return {
    id: 1,
    kind,
    status,
    role,
    upline: 'case:upline',
    downline: 'case:downline',
    downlineId: 2,
    terms: status === 'requested' ? null : termsCases[kind],
    note: status === 'requested' ? 'case:note' : '',
    terminationRequestedBy,
    createdAt: 0,
    acceptedAt: status === 'active' || status === 'terminationRequested' ? 0 : null,
    endedAt: status === 'terminated' || status === 'rejected' ? 0 : null,
  };
}

/** Where each start of the model begins: every status, seen from the side that has something to do there. */
export const startCases = {
  offerToDownline: { status: 'offered', role: 'downline', kind: 'dailySalary' },
  requestSent: { status: 'requested', role: 'downline', kind: 'dividend' },
  requestReceived: { status: 'requested', role: 'upline', kind: 'dividend' },
  offerSent: { status: 'offered', role: 'upline', kind: 'hourlySalary' },
  running: { status: 'active', role: 'upline', kind: 'realTimeSalary' },
  endAskedByMe: { status: 'terminationRequested', role: 'downline', kind: 'dailySalary', terminationRequestedBy: 'downline' },
  endAskedOfMe: { status: 'terminationRequested', role: 'upline', kind: 'hourlySalary', terminationRequestedBy: 'downline' },
  ended: { status: 'terminated', role: 'upline', kind: 'dailySalary' },
  declined: { status: 'rejected', role: 'downline', kind: 'dailySalary' },
} satisfies Record<string, ContractCase>;

export type StartCase = keyof typeof startCases;

/** The downline's own contract that a lower accepted rate ends. */
export const higherRateCase: EndedContract = { id: 3, downline: 'case:subDownline', rate: '2.00' };
