/** The account menu's "Last sign-in" line: when, from which address, in which browser. Outside the menu's items, so it is read, not chosen. */
import { useTranslation } from 'react-i18next';
import type { SignInPlace } from '../../services/schemas/sign-ins';
import { formatDateTime } from '../member-centre/kit/date-time';
import { deviceText } from '../session/sign-in-text';

export function LastSignIn({ place }: { place: SignInPlace }) {
  const { t } = useTranslation();
  return (
    <p className="avatar-menu__last" data-testid="last-sign-in">
      <span className="avatar-menu__last-label">{t('shell.signIn.last')}</span>
      <span className="avatar-menu__last-time">{formatDateTime(place.at)}</span>
      <span className="avatar-menu__last-place">
        {place.ip} · {deviceText(t, place)}
      </span>
    </p>
  );
}
