/**
 * The higher_rate warning: accepting this offer ends the member's own
 * contracts with the downlines listed, because they pay a higher rate than
 * the one offered. Nothing ends until the member confirms.
 */
import { useTranslation } from 'react-i18next';
import type { EndedContract } from '../../machines/contract/contract-rules';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { formatRate } from './terms-text';

export interface HigherRateWarningProps {
  contracts: EndedContract[];
  offeredRate: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function HigherRateWarning({ contracts, offeredRate, busy, onConfirm, onCancel }: HigherRateWarningProps) {
  const { t } = useTranslation();
  return (
    <section className="ct-warning" role="alert" data-testid="higher-rate-warning">
      <header className="ct-warning__head">
        <span className="ct-warning__icon">
          <Icon name="alert" size={18} />
        </span>
        <div>
          <p className="ct-warning__title">{t('agentCentre.contracts.higherRate.title')}</p>
          <p className="ct-warning__text">{t('agentCentre.contracts.higherRate.text', { rate: formatRate(offeredRate), count: contracts.length })}</p>
        </div>
      </header>
      <ul className="ct-warning__list">
        {contracts.map((contract) => (
          <li key={contract.id} data-testid={`higher-rate-${contract.downline}`}>
            <span className="ct-warning__who">
              <Icon name="user" size={14} />
              {contract.downline}
            </span>
            <span className="ct-warning__rate">
              {formatRate(contract.rate)} % <Icon name="chevronRight" size={12} /> {t('agentCentre.contracts.higherRate.ends')}
            </span>
          </li>
        ))}
      </ul>
      <div className="ct-warning__actions">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy} data-testid="higher-rate-cancel">
          {t('agentCentre.contracts.higherRate.cancel')}
        </Button>
        <Button size="sm" onClick={onConfirm} disabled={busy} data-testid="higher-rate-confirm">
          {t('agentCentre.contracts.higherRate.confirm')}
        </Button>
      </div>
    </section>
  );
}
