/**
 * Contract calls (api-facts §7.5): the caller's contracts, one process call
 * per kind whose body names the step (offer, accept, reject, request,
 * terminate, keep), and the consolidated flags read after login. Each takes
 * the client and the caller's abort signal and returns the validated answer.
 */
import type { ApiContext } from './session.api';
import {
  consolidatedSchema,
  contractActionSchema,
  contractCallOf,
  contractListSchema,
  type Consolidated,
  type ContractActionAnswer,
  type ContractActionInput,
  type ContractKind,
  type ContractList,
} from './schemas/contracts';

export interface ContractListQuery {
  pageNo?: number;
  pageSize?: number;
  kind?: ContractKind | '';
  role?: '' | 'upline' | 'downline';
  /** open: requested, offered, active, terminationRequested. */
  scope?: 'open' | 'all';
}

export const loadContracts = ({ http, signal }: ApiContext, query: ContractListQuery = {}): Promise<ContractList> =>
  http.call('contractList', { data: { pageNo: 1, pageSize: 50, scope: 'open', ...query }, schema: contractListSchema, signal });

/** One step of a contract of `kind`; the answer is the contract after it and any downline contracts it ended. */
export const processContract = ({ http, signal }: ApiContext, kind: ContractKind, input: ContractActionInput): Promise<ContractActionAnswer> =>
  http.call(contractCallOf[kind], { data: { ...input }, schema: contractActionSchema, signal });

export const loadConsolidated = ({ http, signal }: ApiContext): Promise<Consolidated> => http.call('consolidatedFunds', { schema: consolidatedSchema, signal });
