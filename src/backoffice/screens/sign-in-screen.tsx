/**
 * Sign-in in two steps: username and password, then the authenticator's code.
 * On the first sign-in the second step shows the new secret as a QR code
 * (and as text to type) and the code confirms the enrolment.
 */
import { useState, type FormEvent } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { homeOf } from '../auth';
import { errorText } from '../i18n';
import { backofficeApi, type PasswordStep } from '../services/backoffice.api';
import { csrfStore, OperatorCallError } from '../services/operator-call';
import { LanguageSwitch } from '../components/language-switch';
import { useBackoffice, useGo } from '../use-backoffice';

export function SignInScreen() {
  const { t, i18n } = useTranslation();
  const { auth } = useBackoffice();
  const go = useGo();
  const [step, setStep] = useState<PasswordStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(i18n, failure instanceof OperatorCallError ? failure.code : 'system.busy'));
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const answer = await backofficeApi.signInPassword({ username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') });
      csrfStore.set(answer.csrf);
      setStep(answer);
    });
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) return setError(t('backoffice.signIn.codeFormat'));
    void run(async () => {
      const { csrf, ...operator } = await backofficeApi.signInCode(code);
      csrfStore.set(csrf);
      auth.set(operator);
      await go(homeOf(auth));
    });
  };

  return (
    <main className="bo-sign-in">
      <div className="bo-sign-in__card">
        <div className="bo-sign-in__top">
          <p className="bo-brand">{t('backoffice.brand')}</p>
          <LanguageSwitch />
        </div>
        {!step ? (
          <form key="password" onSubmit={submitPassword}>
            <h1>{t('backoffice.signIn.heading')}</h1>
            <p className="bo-muted">{t('backoffice.signIn.intro')}</p>
            <label className="bo-field">
              <span>{t('backoffice.signIn.username')}</span>
              <input name="username" autoComplete="username" required maxLength={64} />
            </label>
            <label className="bo-field">
              <span>{t('backoffice.signIn.password')}</span>
              <input name="password" type="password" autoComplete="current-password" required maxLength={200} />
            </label>
            {error && <p className="bo-error" role="alert">{error}</p>}
            <Button type="submit" block disabled={busy}>
              {t('backoffice.signIn.submit')}
            </Button>
          </form>
        ) : (
          <form key="code" onSubmit={submitCode}>
            <h1>{t(step.enrolment ? 'backoffice.signIn.enrolHeading' : 'backoffice.signIn.codeHeading')}</h1>
            <p className="bo-muted">{t(step.enrolment ? 'backoffice.signIn.enrolIntro' : 'backoffice.signIn.codeIntro')}</p>
            {step.enrolment && (
              <div className="bo-enrol">
                <div className="bo-enrol__qr">
                  <QRCodeSVG value={step.enrolment.uri} size={176} marginSize={2} title={t('backoffice.signIn.enrolHeading')} />
                </div>
                <p className="bo-muted">{t('backoffice.signIn.secretLabel')}</p>
                <code className="bo-secret" data-testid="totp-secret">
                  {step.enrolment.secret}
                </code>
              </div>
            )}
            <label className="bo-field">
              <span>{t('backoffice.signIn.code')}</span>
              <input name="code" inputMode="numeric" autoComplete="one-time-code" required pattern="\d{6}" maxLength={6} />
            </label>
            {error && <p className="bo-error" role="alert">{error}</p>}
            <Button type="submit" block disabled={busy}>
              {t('backoffice.signIn.verify')}
            </Button>
            <Button variant="ghost" block onClick={() => (setStep(null), setError(null))}>
              {t('backoffice.signIn.back')}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
