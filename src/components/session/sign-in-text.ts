/**
 * A sign-in's device and place as one line ("Chrome on Windows", "203.0.113.5
 * · Chrome on Windows"), shared by the header's last sign-in and the security
 * centre's list so both say it the same way.
 */
import type { TFunction } from 'i18next';
import type { SignInPlace } from '../../services/schemas/sign-ins';

export function deviceText(t: TFunction, { browser, os }: Pick<SignInPlace, 'browser' | 'os'>): string {
  if (browser && os) return t('shell.signIn.device', { browser, os });
  return browser || os || t('shell.signIn.unknownDevice');
}
