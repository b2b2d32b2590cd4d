/**
 * Wires the registration machine to the register view (modal or page). When
 * the machine reaches `succeeded` the session is told (it loads member info),
 * the visitor goes to / and the register-success modal replaces the form.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { RegisterView, type RegType } from '../../components/register/register-view';
import { SmsFailurePopup } from '../../components/sms/sms-failure-popup';
import { withInspection } from '../../inspection/create-inspected-actor';
import type { RegistrationInput, RegistrationOutput } from '../../machines/registration/registration-rules';
import { selectRegistration } from '../../machines/registration/registration.selectors';
import { useApp } from '../app-context';
import { mergeFieldErrors } from './field-of-code';
import { registerForm } from './form-schemas';
import { HumanCheckHost } from './human-check-host';
import { shallowEqual } from './shallow-equal';
import { useAccessLogic } from './use-access-logic';
import { useCaptcha } from './use-captcha';
import { useDialingCodes } from './use-dialing-codes';
import { useNewPlayerPromotions } from './use-new-player-promotions';
import { useSmsButton } from './use-sms-button';
import { useRegisterRules, useStatusFlags, useSwitches, useThirdPartyPhoneAuth } from './use-switches';

export interface RegisterFlowProps {
  variant: 'modal' | 'page';
  /** Codes from the page address (the route validates them); the modal reads the current address. */
  search?: { affiliateCode?: string; referralCode?: string };
  onClose?(): void;
  onLogin?(): void;
}

function searchOfPage(): { affiliateCode?: string; referralCode?: string } {
  const params = new URLSearchParams(window.location.search);
  return { affiliateCode: params.get('affiliateCode') ?? undefined, referralCode: params.get('referralCode') ?? undefined };
}

export function RegisterFlow({ variant, search, onClose, onLogin }: RegisterFlowProps) {
  const { actors } = useApp();
  const logic = useAccessLogic();
  const switches = useSwitches();
  const rules = useRegisterRules();
  const flags = useStatusFlags();
  const thirdPartyPhoneAuth = useThirdPartyPhoneAuth();
  const dialingCodes = useDialingCodes();
  const navigate = useNavigate();
  const [input] = useState<RegistrationInput>(() => {
    const codes = search ?? searchOfPage();
    return {
      usernameRegistration: switches.USERNAMEREG3 !== false,
      mobileRegistration: switches.MOBILENUMREG3 === true,
      mobilePassword: switches.MOBILENUMPASSREG3 === true,
      smsVerification: switches.REGMOBVERF3 === true,
      captchaShown: flags?.captchaOnRegister === true,
      affiliateFieldShown: rules.affiliateCode?.enabled === true,
      urlAffiliateCode: codes.affiliateCode ?? '',
      referralCode: codes.referralCode ?? '',
      domain: window.location.host,
      registerUrl: window.location.href,
      thirdPartyPhoneAuth,
    };
  });
  const actor = useActorRef(logic.registration, withInspection({ input }));
  const view = useSelector(actor, selectRegistration, shallowEqual);
  const captcha = useCaptcha(view.captcha);
  const sms = useSmsButton(view.smsButton);
  const [dismissedAffiliateError, setDismissedAffiliateError] = useState<Record<string, string> | null>(null);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      const output: RegistrationOutput = snapshot.output;
      actors.session?.send({ type: 'login.succeeded', result: output.result, mustChangePassword: false, password: null });
      void navigate({ to: '/' });
      actors.shell.send({ type: 'modal.open', modal: 'registerSuccess', props: { account: output.result.userName } });
    });
    return () => subscription.unsubscribe();
  }, [actor, actors, navigate]);

  const { fields, schema } = useMemo(
    () =>
      registerForm(rules, {
        regType: view.regType,
        mobilePassword: input.mobilePassword,
        smsVerification: input.smsVerification,
        captchaShown: view.showCaptcha,
      }),
    [rules, view.regType, view.showCaptcha, input],
  );
  const names = [...fields.map((field) => field.name), 'countryDialingCode'];
  const { fieldErrors, formError } = useMemo(() => mergeFieldErrors(view.fieldErrors, view.errorCode, names), [view.fieldErrors, view.errorCode, fields]); // eslint-disable-line react-hooks/exhaustive-deps
  const promotions = useNewPlayerPromotions();
  const initial = useMemo(() => {
    const values: Record<string, string> = {};
    if (input.urlAffiliateCode && input.affiliateFieldShown) values.affiliateCode = input.urlAffiliateCode;
    return values;
  }, [input]);

  return (
    <>
      <RegisterView
        variant={variant}
        regType={view.regType}
        formKey={view.formKey}
        tabs={view.tabs}
        promotions={promotions}
        affiliateError={view.affiliateInvalid && view.fieldErrors !== dismissedAffiliateError}
        mobileAccount={view.showGeneratedAccountNotice ? view.account : null}
        view={{ fields, busy: view.submitting, errorCode: formError, fieldErrors, captcha: view.showCaptcha ? captcha.view : null, sms: view.askSmsCode ? sms.view : null, dialingCodes, initial }}
        schema={schema}
        onRegTypeSelect={(regType: RegType) => actor.send({ type: 'regType.select', regType })}
        onSubmit={(values) => actor.send({ type: 'form.submit', values })}
        onReset={() => actor.send({ type: 'form.reset' })}
        onCaptchaRefresh={captcha.refresh}
        onSmsRequest={sms.request}
        onHelp={() => {
          onClose?.();
          void navigate({ to: '/helpmc' });
        }}
        onAffiliateErrorDismiss={() => setDismissedAffiliateError(view.fieldErrors)}
        onMobileAccountConfirm={() => actor.send({ type: 'notice.acknowledge' })}
        onLogin={() => (variant === 'page' ? void navigate({ to: '/login' }) : onLogin?.())}
        onBackHome={() => void navigate({ to: '/' })}
      />
      <HumanCheckHost actor={view.humanCheck} onCancel={() => actor.send({ type: 'humanCheck.cancel' })} />
      <HumanCheckHost actor={sms.humanCheck} onCancel={sms.cancelHumanCheck} />
      {sms.popup ? <SmsFailurePopup errorCode={sms.popup.errorCode} serverMessage={sms.popup.serverMessage} onDismiss={sms.dismissPopup} /> : null}
    </>
  );
}
