/**
 * The security centre's recent sign-ins: when, from which address, in which
 * browser, this session marked and the others open or ended; and "sign out
 * everywhere else", asked once more before it ends every other session.
 */
import { useTranslation } from 'react-i18next';
import type { SubmitView } from '../../../machines/centre-submit/centre-submit.selectors';
import type { SignIn } from '../../../services/schemas/sign-ins';
import { AlertDialog } from '../../account/alert-dialog';
import { useErrorText } from '../../form/use-error-text';
import { deviceText } from '../../session/sign-in-text';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { DataTable, type Column } from '../kit/data-table';
import { formatDateTime } from '../kit/date-time';
import { Notice } from '../kit/notice';
import { Panel } from '../kit/panel';
import { SkeletonRows } from '../kit/skeleton';
import { FailedState } from '../kit/states';
import { StatusPill } from '../kit/status-pill';

export interface SignInsPanelProps {
  status: 'loading' | 'ready' | 'failed';
  signIns: SignIn[] | null;
  errorCode: string | null;
  signOut: SubmitView;
  /** Asks first (the form waits in its confirmation). */
  onSignOutOthers(): void;
  onConfirm(): void;
  onCancel(): void;
  onRetry(): void;
}

export function SignInsPanel({ status, signIns, errorCode, signOut, onSignOutOthers, onConfirm, onCancel, onRetry }: SignInsPanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const othersOpen = signIns?.some((signIn) => signIn.active && !signIn.current) ?? false;
  // Two sign-ins may share a time, an address and a browser: the position tells rows apart.
  const rows = (signIns ?? []).map((signIn, index) => ({ ...signIn, index }));
  const columns: Column<SignIn>[] = [
    { key: 'at', label: t('memberCentre.securityCenter.signIns.time'), render: (row) => formatDateTime(row.at) },
    { key: 'ip', label: t('memberCentre.securityCenter.signIns.address'), render: (row) => <span className="mc-sign-ins__ip">{row.ip}</span> },
    { key: 'device', label: t('memberCentre.securityCenter.signIns.device'), render: (row) => deviceText(t, row) },
    {
      key: 'status',
      label: t('memberCentre.securityCenter.signIns.status'),
      align: 'end',
      render: (row) =>
        row.current ? (
          <StatusPill tone="info">{t('memberCentre.securityCenter.signIns.current')}</StatusPill>
        ) : row.active ? (
          <StatusPill tone="success">{t('memberCentre.securityCenter.signIns.active')}</StatusPill>
        ) : (
          <span className="mc-sign-ins__ended">{t('memberCentre.securityCenter.signIns.ended')}</span>
        ),
    },
  ];

  return (
    <Panel
      title={t('memberCentre.securityCenter.signIns.title')}
      subtitle={t('memberCentre.securityCenter.signIns.subtitle')}
      icon="history"
      testId="sign-ins"
      actions={
        <Button variant="secondary" size="sm" onClick={onSignOutOthers} disabled={!othersOpen || signOut.busy} data-testid="sign-out-others">
          <Icon name="logout" size={16} />
          {t('memberCentre.securityCenter.signIns.signOutOthers')}
        </Button>
      }
    >
      {signOut.succeeded ? <Notice tone="success" title={t('memberCentre.securityCenter.signIns.signedOut')} testId="sign-out-others-done" /> : null}
      {signOut.errorCode ? <Notice tone="danger" title={errorText(signOut.errorCode)} testId="sign-out-others-failed" /> : null}
      {status === 'failed' ? (
        <FailedState errorCode={errorCode} onRetry={onRetry} testId="sign-ins-failed" />
      ) : !signIns ? (
        <SkeletonRows rows={3} label={t('memberCentre.records.loading')} />
      ) : (
        <DataTable<SignIn & { index: number }> columns={columns} rows={rows} rowKey={(row) => row.index} testId="sign-ins-table" />
      )}
      {signOut.confirming ? (
        <AlertDialog
          tone="warning"
          icon="logout"
          title={t('memberCentre.securityCenter.signIns.confirmTitle')}
          confirmLabel={t('memberCentre.securityCenter.signIns.confirm')}
          onConfirm={onConfirm}
          cancelLabel={t('memberCentre.securityCenter.cancel')}
          onCancel={onCancel}
          testId="sign-out-others-confirm"
        >
          {t('memberCentre.securityCenter.signIns.confirmText')}
        </AlertDialog>
      ) : null}
    </Panel>
  );
}
