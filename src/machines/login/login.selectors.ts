/** Snapshot → what the login form view needs; child actors are handed over for their own views. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { captchaMachine } from '../captcha/captcha.machine';
import type { humanCheckMachine } from '../human-check/human-check.machine';
import type { smsCountdownMachine } from '../sms-countdown/sms-countdown.machine';
import type { loginMachine } from './login.machine';
import type { LoginTab, LoginValues } from './login-rules';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export interface LoginView {
  tab: LoginTab;
  /** The SMS tab exists only with MOBILEVERCODELOGIN3. */
  tabs: LoginTab[];
  /** Prefill from remember-me: never a password. */
  defaults: Partial<LoginValues>;
  rememberMe: boolean;
  showCaptcha: boolean;
  submitting: boolean;
  /** Translate as `errors.<code>` (or `form.required`). */
  errorCode: string | null;
  captcha: ActorRefFrom<typeof captchaMachine> | null;
  humanCheck: ActorRefFrom<typeof humanCheckMachine> | null;
  smsButton: ActorRefFrom<typeof smsCountdownMachine> | null;
  done: boolean;
}

export function selectLogin(snapshot: LoginSnapshot): LoginView {
  const { context, children } = snapshot;
  const remembered = context.remembered;
  const defaults: Partial<LoginValues> =
    remembered?.type === 'sms'
      ? { mobileNum: remembered.mobileNum, countryDialingCode: remembered.countryDialingCode }
      : remembered?.type === 'username'
        ? { username: remembered.username }
        : {};
  return {
    tab: context.tab,
    tabs: context.smsLoginEnabled ? ['username', 'sms'] : ['username'],
    defaults,
    rememberMe: context.rememberMe,
    showCaptcha: snapshot.matches({ active: { captcha: 'shown' } }),
    submitting: snapshot.hasTag('busy') || snapshot.matches({ active: { form: 'humanCheck' } }),
    errorCode: snapshot.matches({ active: { form: { editing: 'failed' } } }) ? context.errorCode : null,
    captcha: (children.captcha as ActorRefFrom<typeof captchaMachine> | undefined) ?? null,
    humanCheck: (children.humanCheck as ActorRefFrom<typeof humanCheckMachine> | undefined) ?? null,
    smsButton: (children.smsCountdown as ActorRefFrom<typeof smsCountdownMachine> | undefined) ?? null,
    done: snapshot.status === 'done',
  };
}
