/**
 * A link that would sign in as another account than the one signed in: the
 * person stays (the safe default, focused first) or switches. The link's
 * account is not named: its token is not trusted to say whose it is.
 */
import { useTranslation } from 'react-i18next';
import { AlertContent } from './alert-dialog';

export interface SessionHandoverViewProps {
  /** The account signed in now; null while its member info is loading. */
  account: string | null;
  onStay(): void;
  onSwitch(): void;
}

export function SessionHandoverView({ account, onStay, onSwitch }: SessionHandoverViewProps) {
  const { t } = useTranslation();
  return (
    <AlertContent
      tone="warning"
      icon="shield"
      title={t('account.handover.title')}
      confirmLabel={account ? t('account.handover.stayAs', { account }) : t('account.handover.stay')}
      onConfirm={onStay}
      cancelLabel={t('account.handover.switch')}
      onCancel={onSwitch}
      testId="session-handover"
    >
      {t('account.handover.text')}
      {account ? <p>{t('account.handover.current', { account })}</p> : null}
    </AlertContent>
  );
}
