/**
 * The contract machines with their effects provided, built once per HTTP
 * client: what the popup, the agent centre and the model tests create
 * their actors from. The offer flow is provided once and used both alone
 * (a new offer to a downline) and as the contract's child (answering a
 * request); the downline's request and the list reuse the centre's form
 * and details machines.
 */
import { centreDetailsMachine } from '../../machines/centre-details/centre-details.machine';
import { centreSubmitMachine } from '../../machines/centre-submit/centre-submit.machine';
import { contractOfferMachine } from '../../machines/contract/contract-offer.machine';
import { contractMachine } from '../../machines/contract/contract.machine';
import { createContractActors, createContractListActor, createContractOfferActors, createContractRequestActor, type ContractDeps } from '../../services/contracts.actors';
import type { HttpClient } from '../../services/http';

export function createContractLogic(deps: ContractDeps) {
  const offer = contractOfferMachine.provide({ actors: createContractOfferActors(deps) });
  return {
    contract: contractMachine.provide({ actors: { ...createContractActors(deps), composeOffer: offer } }),
    offer,
    request: centreSubmitMachine.provide({ actors: { submitForm: createContractRequestActor(deps) as never } }),
    list: centreDetailsMachine.provide({ actors: { loadDetails: createContractListActor(deps) as never } }),
  };
}

export type ContractLogic = ReturnType<typeof createContractLogic>;

const built = new WeakMap<HttpClient, ContractLogic>();

export function contractLogicFor(http: HttpClient): ContractLogic {
  let logic = built.get(http);
  if (!logic) {
    logic = createContractLogic({ http });
    built.set(http, logic);
  }
  return logic;
}
