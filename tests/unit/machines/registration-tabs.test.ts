/** Registration opens on the username tab, the mobile tab second (spec: tabs register, then registerMobile); mobile alone where username registration is off. */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { registrationMachine } from '../../../src/machines/registration/registration.machine';
import { initialRegType, type RegistrationInput } from '../../../src/machines/registration/registration-rules';
import { registrationModelInput } from '../../../src/machines/registration/registration.model';
import { selectRegistration } from '../../../src/machines/registration/registration.selectors';

const opened = (input: RegistrationInput) => {
  const actor = createActor(registrationMachine, { input }).start();
  const view = selectRegistration(actor.getSnapshot());
  actor.stop();
  return { regType: view.regType, tabs: view.tabs };
};

describe('registration tabs', () => {
  it('opens on the username tab when both registrations are on', () => {
    expect(initialRegType({ usernameRegistration: true, mobileRegistration: true })).toBe('username');
    expect(opened(registrationModelInput)).toEqual({ regType: 'username', tabs: ['username', 'mobile'] });
  });

  it('opens on the only registration there is', () => {
    expect(opened({ ...registrationModelInput, mobileRegistration: false })).toEqual({ regType: 'username', tabs: [] });
    expect(opened({ ...registrationModelInput, usernameRegistration: false })).toEqual({ regType: 'mobile', tabs: ['mobile'] });
  });
});
