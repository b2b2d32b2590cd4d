/**
 * Refer and earn: the member's invite link (copy), the referral code, the
 * link as a QR code to scan with a phone, the members who registered
 * through it, and, for a member who is not an agent yet, the application to
 * become one (`affiliate`).
 */
import { useState, type ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { ReferralInfo } from '../../../services/schemas/profile';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import type { Column } from '../kit/data-table';
import { DataTable } from '../kit/data-table';
import { Panel } from '../kit/panel';
import { SkeletonBlock, SkeletonRows } from '../kit/skeleton';
import { EmptyRows, FailedState } from '../kit/states';
import { StatusPill } from '../kit/status-pill';
import { formatMoment } from '../records/intl-dates';
import './rewards.css';

type Invited = ReferralInfo['invited'][number];

export interface ReferralViewProps {
  status: 'loading' | 'ready' | 'failed';
  info: ReferralInfo | null;
  errorCode: string | null;
  onCopy(text: string): Promise<boolean>;
  onRetry(): void;
  /** The "become an agent" section, below the invited members. */
  affiliate?: ReactNode;
}

/** A value with its copy button (invite link, codes); the agent centre's affiliate link uses it too. */
export function CopyField({ label, value, testId, onCopy }: { label: string; value: string; testId: string; onCopy(text: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="mc-copy-field">
      <span className="mc-copy-field__label">{label}</span>
      <div className="mc-copy-field__row">
        <output className="mc-copy-field__value" data-testid={testId}>
          {value}
        </output>
        <Button variant={copied ? 'accent' : 'secondary'} size="sm" onClick={() => void onCopy(value).then(setCopied)} data-testid={`${testId}-copy`}>
          <Icon name={copied ? 'check' : 'receipt'} size={15} />
          {t(copied ? 'memberCentre.referral.copied' : 'memberCentre.referral.copy')}
        </Button>
      </div>
    </div>
  );
}

export function ReferralView({ status, info, errorCode, onCopy, onRetry, affiliate }: ReferralViewProps) {
  const { t, i18n } = useTranslation();
  if (status === 'failed') return <FailedState errorCode={errorCode} onRetry={onRetry} testId="referral-failed" />;
  const columns: Column<Invited>[] = [
    { key: 'account', label: t('memberCentre.referral.column.account'), render: (row) => <span className="mc-cell-main">{row.account}</span> },
    { key: 'registered', label: t('memberCentre.referral.column.registered'), render: (row) => formatMoment(row.registeredAt, i18n.language) },
    {
      key: 'active',
      label: t('memberCentre.referral.column.status'),
      align: 'end',
      render: (row) => <StatusPill tone={row.active ? 'success' : 'info'}>{t(row.active ? 'memberCentre.referral.active' : 'memberCentre.referral.inactive')}</StatusPill>,
    },
  ];
  return (
    <div className="mc-stack" data-testid="referral">
      <section className="mc-invite">
        <div className="mc-invite__text">
          <h3 className="mc-invite__title">{t('memberCentre.referral.title')}</h3>
          <p className="mc-invite__lead">{t('memberCentre.referral.lead')}</p>
          {info ? (
            <>
              <CopyField label={t('memberCentre.referral.link')} value={info.link} testId="referral-link" onCopy={onCopy} />
              <CopyField label={t('memberCentre.referral.code')} value={info.referralCode} testId="referral-code" onCopy={onCopy} />
            </>
          ) : (
            <>
              <SkeletonBlock height={58} radius={10} />
              <SkeletonBlock height={58} radius={10} />
            </>
          )}
        </div>
        <figure className="mc-invite__qr" data-testid="referral-qr">
          {info ? <QRCodeSVG value={info.link} size={148} marginSize={2} bgColor="#ffffff" fgColor="#0b0d17" title={t('memberCentre.referral.qr')} /> : <SkeletonBlock height={148} width={148} radius={8} />}
          <figcaption>{t('memberCentre.referral.scan')}</figcaption>
        </figure>
      </section>
      <div className="mc-stat-pair">
        <div className="mc-stat-pair__item" data-testid="referral-invited-count">
          <span>{t('memberCentre.referral.invitedCount')}</span>
          <strong>{info ? info.invitedCount : '—'}</strong>
        </div>
        <div className="mc-stat-pair__item" data-testid="referral-active-count">
          <span>{t('memberCentre.referral.activeCount')}</span>
          <strong>{info ? info.activeCount : '—'}</strong>
        </div>
      </div>
      <Panel title={t('memberCentre.referral.invited')} icon="users">
        {!info ? (
          <SkeletonRows rows={3} label={t('memberCentre.records.loading')} />
        ) : info.invited.length ? (
          <DataTable columns={columns} rows={info.invited} rowKey={(row) => row.account} testId="referral-invited" />
        ) : (
          <EmptyRows icon="users" title={t('memberCentre.referral.noneTitle')} text={t('memberCentre.referral.noneText')} testId="referral-empty" />
        )}
      </Panel>
      {affiliate}
    </div>
  );
}
