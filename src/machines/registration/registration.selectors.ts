/** Snapshot → what the registration form (modal or page) needs. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { captchaMachine } from '../captcha/captcha.machine';
import type { humanCheckMachine } from '../human-check/human-check.machine';
import type { smsCountdownMachine } from '../sms-countdown/sms-countdown.machine';
import type { registrationMachine } from './registration.machine';
import { affiliateInvalidCode, needsSmsCode, registrationTabs, type RegType } from './registration-rules';

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export interface RegistrationView {
  regType: RegType;
  /** Tabs show only when mobile registration is on. */
  tabs: RegType[];
  /** Key for the form element: a new key rebuilds the form (tab switch, reset). */
  formKey: string;
  askPassword: boolean;
  askSmsCode: boolean;
  showCaptcha: boolean;
  submitting: boolean;
  /** Server refusals by field, to `setError` below each field. */
  fieldErrors: Record<string, string>;
  errorCode: string | null;
  /** The 'invitation code error' warning dialog. */
  affiliateInvalid: boolean;
  /** The generated-account notice of mobile registrations. */
  showGeneratedAccountNotice: boolean;
  account: string | null;
  captcha: ActorRefFrom<typeof captchaMachine> | null;
  humanCheck: ActorRefFrom<typeof humanCheckMachine> | null;
  smsButton: ActorRefFrom<typeof smsCountdownMachine> | null;
  done: boolean;
}

export function selectRegistration(snapshot: RegistrationSnapshot): RegistrationView {
  const { context, children } = snapshot;
  const { input } = context;
  const failed = snapshot.matches({ active: { form: { editing: 'failed' } } });
  const tabs = registrationTabs(input);
  return {
    regType: context.regType,
    tabs,
    formKey: `${context.regType}-${context.formVersion}`,
    askPassword: context.regType === 'username' || input.mobilePassword,
    askSmsCode: needsSmsCode(context.regType, input),
    showCaptcha: snapshot.matches({ active: { captcha: 'shown' } }),
    submitting: snapshot.hasTag('busy') || snapshot.matches({ active: { form: 'humanCheck' } }),
    fieldErrors: failed ? context.fieldErrors : {},
    errorCode: failed ? context.errorCode : null,
    affiliateInvalid: failed && context.errorCode === affiliateInvalidCode,
    showGeneratedAccountNotice: snapshot.matches('generatedAccountNotice'),
    account: context.result?.userName ?? null,
    captcha: (children.captcha as ActorRefFrom<typeof captchaMachine> | undefined) ?? null,
    humanCheck: (children.humanCheck as ActorRefFrom<typeof humanCheckMachine> | undefined) ?? null,
    smsButton: (children.smsCountdown as ActorRefFrom<typeof smsCountdownMachine> | undefined) ?? null,
    done: snapshot.status === 'done',
  };
}
