/**
 * The security centre (securityCenter, the centre's first page): the
 * profile with the birthday's age prompt, the login password (the change
 * modal), the withdrawal password, phone and e-mail bindings with their
 * code countdowns, and the recent sign-ins with "sign out everywhere else"
 * (confirmed first; the list loads again after it). Every saved change
 * loads the settings again.
 */
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { SecurityCenterView, type SecurityForm } from '../../../components/member-centre/account/security-center-view';
import { dayOf } from '../../../components/member-centre/records/date-range';
import { SmsFailurePopup } from '../../../components/sms/sms-failure-popup';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectDetails } from '../../../machines/centre-details/centre-details.selectors';
import type { SecurityConfig } from '../../../services/schemas/profile';
import type { SignIn } from '../../../services/schemas/sign-ins';
import { useDialingCodes } from '../../access/use-dialing-codes';
import { useSmsButton } from '../../access/use-sms-button';
import { useApp } from '../../app-context';
import { useCentreLogic } from './wiring/use-centre-logic';
import { useCentreSubmit } from './wiring/use-centre-submit';

/** The code senders count down like the SMS button; no slide puzzle precedes a binding code. */
const codeInput = { input: { purpose: 'login' as const, humanCheck: false } };

export default function SecurityCenterPage() {
  const app = useApp();
  const logic = useCentreLogic();
  const dialingCodes = useDialingCodes();
  const [today] = useState(() => dayOf(Date.now()));
  const [open, setOpen] = useState<SecurityForm | null>(null);
  const [saved, setSaved] = useState<SecurityForm | null>(null);

  const details = useActorRef(logic.securityConfig, withInspection());
  const view = useSelector(details, selectDetails<SecurityConfig>);
  const refresh = () => details.send({ type: 'details.refresh' });
  const done = (form: SecurityForm) => () => {
    setOpen(null);
    setSaved(form);
    refresh();
  };

  const profile = useCentreSubmit(logic.updateProfile, refresh);
  const paymentPassword = useCentreSubmit(logic.paymentPassword, done('paymentPassword'));
  const email = useCentreSubmit(logic.bindEmail, done('email'));
  const mobile = useCentreSubmit(logic.bindMobile, done('mobile'));
  const emailCode = useSmsButton(useActorRef(logic.emailCode, withInspection(codeInput)));
  const mobileCode = useSmsButton(useActorRef(logic.mobileCode, withInspection(codeInput)));
  const signIns = useActorRef(logic.signIns, withInspection());
  const signInsView = useSelector(signIns, selectDetails<SignIn[]>);
  const signOutOthers = useCentreSubmit(logic.signOutOthers, () => signIns.send({ type: 'details.refresh' }));
  const popup = emailCode.popup ? { ...emailCode.popup, dismiss: emailCode.dismissPopup } : mobileCode.popup ? { ...mobileCode.popup, dismiss: mobileCode.dismissPopup } : null;

  const openForm = (form: SecurityForm | null) => {
    // A form opens blank: the last attempt's refusal belongs to the last attempt.
    for (const wiring of [paymentPassword, email, mobile]) wiring.reset();
    setSaved(null);
    setOpen(form);
  };

  return (
    <>
      <SecurityCenterView
        status={view.status}
        config={view.data}
        errorCode={view.errorCode}
        today={today}
        profile={{
          submit: profile.view,
          onSave: (changes) => {
            setSaved(null);
            profile.submit(changes.input, changes.askAge);
          },
          onConfirmAge: profile.confirm,
          onCancelAge: profile.cancel,
        }}
        paymentPassword={{ submit: paymentPassword.view, onSave: (input) => paymentPassword.submit(input) }}
        email={{
          submit: email.view,
          code: emailCode.view,
          onRequestCode: (values) => emailCode.request({ mobileNum: values.email, countryDialingCode: '' }),
          onSave: (values) => email.submit({ email: values.email.trim(), code: values.code.trim() }),
        }}
        mobile={{
          submit: mobile.view,
          code: mobileCode.view,
          dialingCodes,
          onRequestCode: (values) => mobileCode.request({ mobileNum: values.mobileNo, countryDialingCode: values.countryDialingCode }),
          onSave: (values) => mobile.submit({ countryDialingCode: values.countryDialingCode.replace(/^\+/, ''), mobileNo: values.mobileNo.trim(), code: values.code.trim() }),
        }}
        open={open}
        saved={saved}
        onOpen={openForm}
        onChangePassword={() => app.actors.shell.send({ type: 'modal.open', modal: 'changePassword' })}
        onRetry={() => details.send({ type: 'details.retry' })}
        signIns={{
          status: signInsView.status,
          signIns: signInsView.data,
          errorCode: signInsView.errorCode,
          signOut: signOutOthers.view,
          onSignOutOthers: () => signOutOthers.submit({}, true),
          onConfirm: signOutOthers.confirm,
          onCancel: signOutOthers.cancel,
          onRetry: () => signIns.send({ type: 'details.retry' }),
        }}
      />
      {popup ? <SmsFailurePopup errorCode={popup.errorCode} serverMessage={popup.serverMessage} onDismiss={popup.dismiss} /> : null}
    </>
  );
}
