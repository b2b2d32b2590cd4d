/** Event cases for path generation over the captcha: the loader's answer and failure, clicks and the throttle's end. */
import type { EventObject } from 'xstate';
import { serializeValue, type MachineModel } from '../model-types';
import type { ModelEvent } from '../session/session.model';

export const captchaEvents = {
  loadDone: 'xstate.done.actor.loadCaptcha',
  loadError: 'xstate.error.actor.loadCaptcha',
  throttleAfter: 'xstate.after.refreshThrottle.captcha.shown.throttled',
} as const;

export const captchaModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: captchaEvents.loadDone, output: 'iVBORw0KGgo=' },
    { type: captchaEvents.loadError, error: { code: 'network.abnormal' } },
    { type: captchaEvents.throttleAfter },
    { type: 'captcha.refresh' },
  ],
  serializeState: serializeValue,
};
