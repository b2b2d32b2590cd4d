/**
 * Forgot password. By email the confirmation closes the modal; by phone the
 * flow logs in with the new password, the session is told and the visitor
 * goes to / when the machine reaches `succeeded`.
 */
import { useEffect, useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ForgotPasswordView } from '../../components/forgot-password/forgot-password-view';
import { SmsFailurePopup } from '../../components/sms/sms-failure-popup';
import { withInspection } from '../../inspection/create-inspected-actor';
import { selectForgotPassword } from '../../machines/forgot-password/forgot-password.selectors';
import { useApp } from '../app-context';
import { forgotSchemas } from '../access/form-schemas';
import { HumanCheckHost } from '../access/human-check-host';
import { shallowEqual } from '../access/shallow-equal';
import { useAccessLogic } from '../access/use-access-logic';
import { useDialingCodes } from '../access/use-dialing-codes';
import { useSmsButton } from '../access/use-sms-button';
import { useRegisterRules, useSwitches, useThirdPartyPhoneAuth } from '../access/use-switches';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 480, labelKey: 'forgotPassword.title' };

export default function ForgotPasswordModal({ onClose }: ModalProps) {
  const { actors } = useApp();
  const logic = useAccessLogic();
  const switches = useSwitches();
  const thirdPartyPhoneAuth = useThirdPartyPhoneAuth();
  const rules = useRegisterRules();
  const dialingCodes = useDialingCodes();
  const navigate = useNavigate();
  const actor = useActorRef(logic.forgotPassword, withInspection({ input: { phoneRecovery: switches.CHNGPASSVERIF3 === true, thirdPartyPhoneAuth } }));
  const view = useSelector(actor, selectForgotPassword, shallowEqual);
  const sms = useSmsButton(view.smsButton);
  const schemas = useMemo(() => forgotSchemas(rules), [rules]);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      const { result } = snapshot.output;
      if (!result) {
        // A failed automatic login after the reset ends here too: the member logs in again.
        if (snapshot.context.errorCode) actors.shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'login' } });
        else onClose();
        return;
      }
      actors.session?.send({ type: 'login.succeeded', result, mustChangePassword: false, password: null });
      onClose();
      void navigate({ to: '/' });
    });
    return () => subscription.unsubscribe();
  }, [actor, actors, onClose, navigate]);

  return (
    <>
      <ForgotPasswordView
        view={{ tab: view.tab, phoneEnabled: view.tabs.includes('mobile'), step: view.step, busy: view.submitting, errorCode: view.errorCode, mobileNum: view.mobileNum, sms: sms.view, dialingCodes }}
        schemas={schemas}
        onTabSelect={(tab) => actor.send({ type: 'tab.select', tab })}
        onSubmitEmail={(values) => actor.send({ type: 'email.submit', values })}
        onConfirmCode={(values) => actor.send({ type: 'code.confirm', values })}
        onSubmitPassword={(values) => actor.send({ type: 'password.submit', values })}
        onStepBack={() => actor.send({ type: 'step.back' })}
        onSmsRequest={sms.request}
        onConfirmationClose={() => actor.send({ type: 'confirmation.close' })}
        onBackToLogin={() => actors.shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'login' } })}
      />
      <HumanCheckHost actor={sms.humanCheck} onCancel={sms.cancelHumanCheck} />
      {sms.popup ? <SmsFailurePopup errorCode={sms.popup.errorCode} serverMessage={sms.popup.serverMessage} onDismiss={sms.dismissPopup} /> : null}
    </>
  );
}
