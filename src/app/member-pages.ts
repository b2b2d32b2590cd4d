/**
 * Gated actions (spec §4): a visitor gets the login popup, a trial account
 * the 'need a true account' warning, a member the page, an agent page only
 * an agent.
 */
import type { AppContext } from './app-context';
import { agentTypes, trialType } from './session-adapter';

/** Opens the member and agent centre overlays; supplied by the centres when they are wired. */
export interface CentreOpener {
  openMember(page: string): void;
  openAgent(page?: string): void;
}

export type GateResult = 'login' | 'trial' | 'notAgent' | 'open';

export function gateFor(loggedIn: boolean, accountType: number | null, needsAgent: boolean): GateResult {
  if (!loggedIn) return 'login';
  if (accountType === trialType) return 'trial';
  if (needsAgent && (accountType === null || !agentTypes.includes(accountType))) return 'notAgent';
  return 'open';
}

export function openGated(app: AppContext, gate: GateResult, open: () => void): void {
  if (gate === 'login') app.actors.shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'login' } });
  else if (gate === 'trial') app.actors.shell.send({ type: 'modal.open', modal: 'trialWarning' });
  else if (gate === 'open') open();
}
