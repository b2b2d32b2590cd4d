/**
 * The contract actions of downline management, from the contract screens
 * (src/app/contracts/): a direct downline's row offers a contract in its
 * own dialog, and opens the contracts the agent holds with that downline,
 * each with its own flow. Either dialog refreshes the list when something
 * changed, so the contract pills follow.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Icon } from '../../../../components/ui/icons';
import type { Downline } from '../../../../services/schemas/agent';
import { ContractList } from '../../../contracts/contract-list';
import { OfferContractDialog } from '../../../contracts/offer-contract-dialog';

export interface ContractSlot {
  /** The row action of a direct downline. */
  rowAction?: (downline: Downline) => ReactNode;
  /** The open dialog, if any. */
  dialog: ReactNode;
}

type Open = { kind: 'offer' | 'list'; downline: Downline } | null;

export function useContractSlot(onChanged: () => void): ContractSlot {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
    onChanged();
  };

  const rowAction = (downline: Downline) => (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'list', downline })} data-testid={`downline-contracts-${downline.account}`}>
        <Icon name="receipt" size={15} />
        {t('agentCentre.downlineManagement.contracts')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        title={t('agentCentre.downlineManagement.offerTitle', { account: downline.account })}
        onClick={() => setOpen({ kind: 'offer', downline })}
        data-testid={`downline-offer-${downline.account}`}
      >
        <Icon name="briefcase" size={15} />
        {t('agentCentre.downlineManagement.offer')}
      </Button>
    </>
  );

  const dialog =
    open?.kind === 'offer' ? (
      <OfferContractDialog downline={{ id: open.downline.id, account: open.downline.account }} onDone={close} />
    ) : open?.kind === 'list' ? (
      <Dialog width={640} title={t('agentCentre.downlineManagement.contractsWith', { account: open.downline.account })} onClose={close}>
        <ContractList role="upline" downlineId={open.downline.id} />
      </Dialog>
    ) : null;

  return { rowAction, dialog };
}
