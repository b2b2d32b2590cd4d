/** Whitelabel switches and register rules from the system status actor. */
import { useSelector } from '@xstate/react';
import type { RegisterRules, SystemStatus } from '../../services/schemas/system';
import { selectAnswer, selectSwitches } from '../../machines/system-status/system-status.selectors';
import { useApp } from '../app-context';

export function useSwitches(): Record<string, boolean> {
  return useSelector(useApp().actors.systemStatus, selectSwitches);
}

const noRules: RegisterRules = {};

export function useRegisterRules(): RegisterRules {
  return useSelector(useApp().actors.systemStatus, (snapshot) => selectAnswer(snapshot)?.info.register ?? noRules);
}

export function useStatusFlags(): SystemStatus['info']['flags'] | null {
  return useSelector(useApp().actors.systemStatus, (snapshot) => selectAnswer(snapshot)?.info.flags ?? null);
}

/** The gateway sends SMS codes through the third-party phone-authentication channel (status flag; off when absent). */
export function useThirdPartyPhoneAuth(): boolean {
  return useSelector(useApp().actors.systemStatus, (snapshot) => selectAnswer(snapshot)?.info.flags.thirdPartyPhoneAuth === true);
}
