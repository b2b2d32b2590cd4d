/** Binds an offer actor (alone, or the child of a contract answering a request) to the offer form. */
import { useSelector } from '@xstate/react';
import { OfferForm } from '../../components/contracts/offer-form';
import { selectOffer } from '../../machines/contract/contract-offer.selectors';
import type { ContractOfferRef } from '../../machines/contract/contract.selectors';

export function OfferPanel({ actor }: { actor: ContractOfferRef }) {
  const view = useSelector(actor, selectOffer);
  return (
    <OfferForm
      view={view}
      onSubmit={(proposal) => actor.send({ type: 'offer.submit', ...proposal })}
      onRetry={() => actor.send({ type: 'offer.retry' })}
      onCancel={() => actor.send({ type: 'offer.cancel' })}
    />
  );
}
