/** A deposit's or withdrawal's status as a pill: waiting for approval, approved or paid, rejected. */
import { useTranslation } from 'react-i18next';
import { StatusPill, type StatusTone } from '../kit/status-pill';

const tones: Record<string, StatusTone> = { pending: 'pending', approved: 'success', paid: 'success', rejected: 'danger' };

export function RequestStatus({ status, testId }: { status: 'pending' | 'approved' | 'paid' | 'rejected'; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={tones[status] ?? 'info'} testId={testId}>
      {t(`memberCentre.kit.status.${status}`)}
    </StatusPill>
  );
}
