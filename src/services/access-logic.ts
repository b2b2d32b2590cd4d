/**
 * The access machines with their effects provided: what the modal wiring
 * creates actors from (the composition root takes only the session, from
 * ./session-logic.ts), and what the model tests replay
 * against a real gateway. Children are provided first, then handed to their
 * parents, so a login's human check talks to the same client as the login.
 */
import { captchaMachine } from '../machines/captcha/captcha.machine';
import { changePasswordMachine } from '../machines/change-password/change-password.machine';
import { forgotPasswordMachine } from '../machines/forgot-password/forgot-password.machine';
import { humanCheckMachine } from '../machines/human-check/human-check.machine';
import { loginMachine } from '../machines/login/login.machine';
import { registrationMachine } from '../machines/registration/registration.machine';
import { smsCountdownMachine } from '../machines/sms-countdown/sms-countdown.machine';
import { createAccountActors } from './account.actors';
import { createRegistrationActors } from './registration.actors';
import { createLoginActions, createSessionActors } from './session.actors';
import { createSessionLogic, type AccessDeps } from './session-logic';
import { createCaptchaActors, createHumanCheckActors, createSmsActors } from './verification.actors';

export type { AccessDeps } from './session-logic';

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
    session: createSessionLogic(deps),
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
