/**
 * A downline's open contracts with the agent, one pill each: the kind, its
 * headline rate and the state (offered, requested, active, ending).
 */
import { useTranslation } from 'react-i18next';
import type { Downline } from '../../services/schemas/agent';
import type { ContractStatus } from '../../services/schemas/contracts';
import { StatusPill, type StatusTone } from '../member-centre/kit/status-pill';
import './agent-centre.css';

const toneOf: Record<ContractStatus, StatusTone> = {
  requested: 'info',
  offered: 'pending',
  active: 'success',
  terminationRequested: 'danger',
  terminated: 'info',
  rejected: 'danger',
};

export function ContractPills({ contracts }: { contracts: Downline['contracts'] }) {
  const { t } = useTranslation();
  if (contracts.length === 0) return <span className="ac-muted">{t('agentCentre.downlineManagement.noContracts')}</span>;
  return (
    <span className="ac-contracts" data-testid="downline-contracts">
      {contracts.map((contract) => (
        <span key={contract.id} title={t(`agentCentre.downlineManagement.statuses.${contract.status}`)}>
          <StatusPill tone={toneOf[contract.status]}>
            {t(`agentCentre.downlineManagement.kinds.${contract.kind}`)} {contract.rate}%
          </StatusPill>
        </span>
      ))}
    </span>
  );
}
