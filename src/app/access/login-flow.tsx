/**
 * Wires the login machine to the login view. When the machine reaches its
 * final state the session is told, and the modal closes (or the forced
 * password change replaces it) and the visitor goes to /.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { LoginView } from '../../components/login/login-view';
import type { LoginFormValues, LoginTab } from '../../components/login/login-form';
import { SmsFailurePopup } from '../../components/sms/sms-failure-popup';
import { withInspection } from '../../inspection/create-inspected-actor';
import type { LoginInput, LoginOutput } from '../../machines/login/login-rules';
import { selectLogin } from '../../machines/login/login.selectors';
import { useApp } from '../app-context';
import { splitErrorCode } from './field-of-code';
import { loginSchema } from './form-schemas';
import { HumanCheckHost } from './human-check-host';
import { readRemembered, useAccessLogic } from './use-access-logic';
import { useCaptcha } from './use-captcha';
import { useDialingCodes } from './use-dialing-codes';
import { useSmsButton } from './use-sms-button';
import { useRegisterRules, useSwitches, useThirdPartyPhoneAuth } from './use-switches';
import { shallowEqual } from './shallow-equal';

const usernameFields = ['username', 'password', 'captcha'];
const smsFields = ['mobileNum', 'countryDialingCode', 'verificationCode'];

export interface LoginFlowProps {
  onClose(): void;
  onRegister(): void;
  onForgot(): void;
}

export function LoginFlow({ onClose, onRegister, onForgot }: LoginFlowProps) {
  const { actors } = useApp();
  const logic = useAccessLogic();
  const switches = useSwitches();
  const thirdPartyPhoneAuth = useThirdPartyPhoneAuth();
  const rules = useRegisterRules();
  const dialingCodes = useDialingCodes();
  const navigate = useNavigate();
  const [input] = useState<LoginInput>(() => ({
    smsLoginEnabled: switches.MOBILEVERCODELOGIN3 === true,
    thirdPartyPhoneAuth,
    forceChangeOnExpiry: switches.PWDEXPFORCECHANGE3 === true,
    remembered: readRemembered(),
  }));
  const actor = useActorRef(logic.login, withInspection({ input }));
  const view = useSelector(actor, selectLogin, shallowEqual);
  const captcha = useCaptcha(view.captcha);
  const sms = useSmsButton(view.smsButton);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      const output: LoginOutput = snapshot.output;
      actors.session?.send({ type: 'login.succeeded', result: output.result, mustChangePassword: output.mustChangePassword, password: output.password });
      if (output.mustChangePassword) actors.shell.send({ type: 'modal.open', modal: 'changePassword', props: { forced: true } });
      else onClose();
      void navigate({ to: '/' });
    });
    return () => subscription.unsubscribe();
  }, [actor, actors, onClose, navigate]);

  const fields = view.tab === 'sms' ? smsFields : usernameFields;
  const { fieldErrors, formError } = useMemo(() => splitErrorCode(view.errorCode, fields), [view.errorCode, view.tab]); // eslint-disable-line react-hooks/exhaustive-deps
  const schema = useMemo(() => loginSchema(view.tab, view.showCaptcha, rules), [view.tab, view.showCaptcha, rules]);

  return (
    <>
      <LoginView
        smsEnabled={view.tabs.includes('sms')}
        registerEnabled={switches.DIRECTREG3 === true}
        view={{
          tab: view.tab,
          busy: view.submitting,
          errorCode: formError,
          fieldErrors,
          captcha: view.showCaptcha ? (captcha.view ?? { imageSrc: null, loading: true, canRefresh: false }) : null,
          rememberMe: view.rememberMe,
          initial: view.defaults,
          sms: sms.view,
          dialingCodes,
        }}
        schema={schema}
        onTabSelect={(tab: LoginTab) => actor.send({ type: 'tab.select', tab })}
        onSubmit={(values: LoginFormValues) => actor.send({ type: 'credentials.submit', values })}
        onRememberMe={(checked) => actor.send({ type: 'rememberMe.toggle', checked })}
        onCaptchaRefresh={captcha.refresh}
        onSmsRequest={sms.request}
        onForgot={onForgot}
        onRegister={onRegister}
      />
      <HumanCheckHost actor={view.humanCheck} onCancel={() => actor.send({ type: 'humanCheck.cancel' })} />
      <HumanCheckHost actor={sms.humanCheck} onCancel={sms.cancelHumanCheck} />
      {sms.popup ? <SmsFailurePopup errorCode={sms.popup.errorCode} serverMessage={sms.popup.serverMessage} onDismiss={sms.dismissPopup} /> : null}
    </>
  );
}
