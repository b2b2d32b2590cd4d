/**
 * The access machines with their effects provided: what the composition root
 * and the modal wiring create actors from, and what the model tests replay
 * against a real gateway. Children are provided first, then handed to their
 * parents, so a login's human check talks to the same client as the login.
 */
import { captchaMachine } from '../machines/captcha/captcha.machine';
import { changePasswordMachine } from '../machines/change-password/change-password.machine';
import { forgotPasswordMachine } from '../machines/forgot-password/forgot-password.machine';
import { humanCheckMachine } from '../machines/human-check/human-check.machine';
import { loginMachine } from '../machines/login/login.machine';
import { registrationMachine } from '../machines/registration/registration.machine';
import { sessionMachine } from '../machines/session/session.machine';
import { smsCountdownMachine } from '../machines/sms-countdown/sms-countdown.machine';
import { createAccountActors } from './account.actors';
import type { HttpClient } from './http';
import { createMessagesActors } from './messages.actors';
import { createPointsActors } from './points.actors';
import { createRegistrationActors } from './registration.actors';
import { createLoginActions, createSessionActions, createSessionActors } from './session.actors';
import type { RememberStore, SessionStore } from './session-stores';
import { createCaptchaActors, createHumanCheckActors, createSmsActors } from './verification.actors';

export interface AccessDeps {
  http: HttpClient;
  store: SessionStore;
  remember: RememberStore;
  now?: () => number;
  /** Shorter timers for tests; production keeps the machines' own. */
  delays?: { tick?: number; requestThrottle?: number; refreshThrottle?: number };
}

export function createAccessLogic(deps: AccessDeps) {
  const session = createSessionActors(deps);
  const account = createAccountActors(deps);
  const delays = deps.delays ?? {};
  const pick = <K extends keyof typeof delays>(...keys: K[]) =>
    Object.fromEntries(keys.filter((key) => delays[key] !== undefined).map((key) => [key, delays[key] as number]));

  const humanCheck = humanCheckMachine.provide({ actors: createHumanCheckActors(deps) });
  const captcha = captchaMachine.provide({ actors: createCaptchaActors(deps), delays: pick('refreshThrottle') });
  const smsCountdown = smsCountdownMachine.provide({
    actors: { ...createSmsActors(deps), humanCheck },
    delays: pick('tick', 'requestThrottle'),
  });

  return {
    humanCheck,
    captcha,
    smsCountdown,
    session: sessionMachine.provide({
      actors: {
        restoreToken: session.restoreToken,
        startFreePlay: session.startFreePlay,
        submitLogout: session.submitLogout,
        loadMemberInfo: account.loadMemberInfo,
        loadBalance: account.loadBalance,
        loadAvatar: account.loadAvatar,
        loadUnreadCount: createMessagesActors(deps).loadUnreadCount,
        loadPoints: createPointsActors(deps).loadPoints,
      },
      actions: createSessionActions(deps.store),
    }),
    login: loginMachine.provide({
      actors: { submitLogin: session.submitLogin, humanCheck, smsCountdown, captcha },
      actions: createLoginActions(deps.remember),
    }),
    registration: registrationMachine.provide({
      actors: { ...createRegistrationActors(deps), humanCheck, smsCountdown, captcha },
    }),
    forgotPassword: forgotPasswordMachine.provide({
      actors: {
        sendResetEmail: account.sendResetEmail,
        setPasswordByPhone: account.setPasswordByPhone,
        submitLogin: session.submitLogin,
        smsCountdown,
      },
    }),
    changePassword: changePasswordMachine.provide({ actors: { submitPasswordChange: account.submitPasswordChange } }),
  };
}

export type AccessLogic = ReturnType<typeof createAccessLogic>;
