/** Snapshot → what the forgot-password modal needs. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { smsCountdownMachine } from '../sms-countdown/sms-countdown.machine';
import type { forgotPasswordMachine } from './forgot-password.machine';
import type { ForgotTab } from './forgot-password-rules';

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export type ForgotStep = 'emailForm' | 'emailSent' | 'code' | 'newPassword' | 'passwordReset' | 'done';

export interface ForgotPasswordView {
  tab: ForgotTab;
  /** The mobile tab exists only with CHNGPASSVERIF3. */
  tabs: ForgotTab[];
  step: ForgotStep;
  submitting: boolean;
  errorCode: string | null;
  /** Prefill of the new-password step's summary. */
  mobileNum: string;
  smsButton: ActorRefFrom<typeof smsCountdownMachine> | null;
}

function stepOf(snapshot: ForgotPasswordSnapshot): ForgotStep {
  if (snapshot.matches({ email: 'sent' })) return 'emailSent';
  if (snapshot.matches('email')) return 'emailForm';
  if (snapshot.matches({ mobile: 'code' })) return 'code';
  if (snapshot.matches('mobile')) return 'newPassword';
  if (snapshot.matches('passwordReset')) return 'passwordReset';
  return 'done';
}

export function selectForgotPassword(snapshot: ForgotPasswordSnapshot): ForgotPasswordView {
  const { context } = snapshot;
  const failed =
    snapshot.matches({ email: { editing: 'failed' } }) ||
    snapshot.matches({ mobile: { code: 'failed' } }) ||
    snapshot.matches({ mobile: { newPassword: 'failed' } }) ||
    snapshot.matches('passwordReset');
  return {
    tab: snapshot.matches('mobile') ? 'mobile' : 'email',
    tabs: context.phoneRecovery ? ['email', 'mobile'] : ['email'],
    step: stepOf(snapshot),
    submitting: snapshot.hasTag('busy'),
    errorCode: failed ? context.errorCode : null,
    mobileNum: context.phone.mobileNum,
    smsButton: (snapshot.children.smsCountdown as ActorRefFrom<typeof smsCountdownMachine> | undefined) ?? null,
  };
}
