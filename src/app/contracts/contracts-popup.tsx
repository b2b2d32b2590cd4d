/**
 * The contract popup: opened by itself after login when an offer waits, or
 * from the avatar menu. The caller's open contracts with their actions, and
 * the request for a new contract when the caller has an upline.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import '../../components/contracts/contracts.css';
import { useSessionSelector } from '../access/use-session';
import { ContractList } from './contract-list';
import { useContractTexts } from './use-contract-texts';

export function ContractsPopup({ reason, onClose }: { reason?: string; onClose(): void }) {
  const { t } = useTranslation();
  const texts = useContractTexts();
  const hasUpline = useSessionSelector((view) => view.member?.hasUpline === '1') === true;
  if (texts !== 'ready') return <Spinner label={t('shell.status.loading')} />;
  return (
    <div className="ct-popup" data-testid="contracts-popup" data-reason={reason ?? 'menu'}>
      <div className="ct-popup__head">
        <span className="ct-popup__badge">
          <Icon name="briefcase" size={22} />
        </span>
        <div>
          <h2 className="ct-popup__title">{t('agentCentre.contracts.title')}</h2>
          <p className="ct-popup__subtitle">{t('agentCentre.contracts.popup.subtitle')}</p>
        </div>
      </div>
      <div className="ct-popup__body">
        <ContractList canRequest={hasUpline} />
      </div>
      <div className="ct-popup__footer">
        <span className="ct-popup__hint">{t('agentCentre.contracts.popup.hint')}</span>
        <Button variant="secondary" onClick={onClose} data-testid="contracts-close">
          {t('agentCentre.contracts.actions.close')}
        </Button>
      </div>
    </div>
  );
}
