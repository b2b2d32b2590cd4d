/**
 * An offer to one direct downline, in its own dialog: the form, then the
 * offered terms. `onDone` gets the offered contract, or null when the
 * upline closed the dialog without offering.
 */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { TermsSentence } from '../../components/contracts/contract-terms';
import { Notice } from '../../components/member-centre/kit/notice';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { withInspection } from '../../inspection/create-inspected-actor';
import { selectOffer } from '../../machines/contract/contract-offer.selectors';
import type { Contract } from '../../services/schemas/contracts';
import { useApp } from '../app-context';
import { contractLogicFor } from './contract-logic';
import { OfferPanel } from './offer-panel';
import { useContractTexts } from './use-contract-texts';

export interface OfferContractDialogProps {
  downline: { id: number; account: string };
  onDone(contract: Contract | null): void;
}

export function OfferContractDialog({ downline, onDone }: OfferContractDialogProps) {
  const { t } = useTranslation();
  const texts = useContractTexts();
  return (
    <Dialog width={600} onClose={() => onDone(null)} title={texts === 'ready' ? t('agentCentre.contracts.offer.title', { account: downline.account }) : undefined} label={downline.account}>
      {texts === 'ready' ? <OfferBody downline={downline} onDone={onDone} /> : <Spinner label={t('shell.status.loading')} />}
    </Dialog>
  );
}

function OfferBody({ downline, onDone }: OfferContractDialogProps) {
  const { t } = useTranslation();
  const { http } = useApp();
  const actor = useActorRef(contractLogicFor(http).offer, withInspection({ input: { downlineId: downline.id } }));
  const view = useSelector(actor, selectOffer);

  useEffect(() => {
    if (view.phase === 'cancelled') onDone(null);
  }, [view.phase, onDone]);

  if (view.phase === 'cancelled') return null;
  if (view.phase === 'offered' && view.contract?.terms) {
    const contract = view.contract;
    return (
      <div className="ct-done" data-testid="offer-done">
        <Notice tone="success" title={t('agentCentre.contracts.offer.done', { account: downline.account, kind: t(`agentCentre.contracts.kinds.${contract.kind}`) })}>
          {t('agentCentre.contracts.offer.doneText')}
        </Notice>
        <TermsSentence kind={contract.kind} terms={contract.terms!} />
        <div className="ct-offer__actions">
          <Button onClick={() => onDone(contract)} data-testid="offer-close">
            {t('agentCentre.contracts.actions.close')}
          </Button>
        </div>
      </div>
    );
  }
  return <OfferPanel actor={actor} />;
}
