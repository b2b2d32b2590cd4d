/**
 * The agent's affiliate link (register center): the link and the code with
 * copy buttons, the link as a QR code to scan with a phone, and how many
 * direct downlines the agent has. Visitors who register through the link
 * join the agent's team.
 */
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { AgentAffiliate } from '../../services/schemas/agent';
import { Panel } from '../member-centre/kit/panel';
import { SkeletonBlock } from '../member-centre/kit/skeleton';
import { FailedState } from '../member-centre/kit/states';
import { CopyField } from '../member-centre/rewards/referral-view';
import '../member-centre/rewards/rewards.css';
import './agent-centre.css';

export interface AffiliateLinkPanelProps {
  status: 'loading' | 'ready' | 'failed';
  affiliate: AgentAffiliate | null;
  link: string | null;
  errorCode: string | null;
  onCopy(text: string): Promise<boolean>;
  onRetry(): void;
}

export function AffiliateLinkPanel({ status, affiliate, link, errorCode, onCopy, onRetry }: AffiliateLinkPanelProps) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('agentCentre.registerCenter.linkTitle')}
      subtitle={t('agentCentre.registerCenter.linkLead')}
      icon="globe"
      testId="affiliate-panel"
      actions={affiliate ? <span className="mc-pill mc-pill--info" data-testid="affiliate-direct">{t('agentCentre.registerCenter.direct', { count: affiliate.directMembers })}</span> : null}
    >
      {status === 'failed' ? (
        <FailedState errorCode={errorCode} onRetry={onRetry} testId="affiliate-failed" />
      ) : affiliate && link ? (
        <div className="mc-stack" style={{ gap: 'var(--space-3)' }}>
          <CopyField label={t('agentCentre.registerCenter.link')} value={link} testId="affiliate-link" onCopy={onCopy} />
          <CopyField label={t('agentCentre.registerCenter.code')} value={affiliate.affiliateCode} testId="affiliate-code" onCopy={onCopy} />
          <figure className="ac-qr" data-testid="affiliate-qr">
            <QRCodeSVG value={link} size={132} marginSize={2} bgColor="#ffffff" fgColor="#0b0d17" title={t('agentCentre.registerCenter.qr')} />
            <figcaption>
              <p>{t('agentCentre.registerCenter.scan')}</p>
            </figcaption>
          </figure>
        </div>
      ) : (
        <div className="mc-stack" style={{ gap: 'var(--space-3)' }}>
          <SkeletonBlock height={58} radius={10} />
          <SkeletonBlock height={58} radius={10} />
          <SkeletonBlock height={164} radius={12} />
        </div>
      )}
    </Panel>
  );
}
