/**
 * Gated actions (spec §4) go through the session machine: the app sends the
 * gate event and acts on the verdict the machine emits (`gate.outcome`). A
 * guest gets the login popup, a trial account the 'need a true account'
 * warning, a member at the agent centre "Non-agents cannot log in" (the
 * only 'denied' verdict), an allowed account the page. While the account
 * kind is not known yet (restoring, free play starting, member info
 * loading) the verdict is 'pending': the question is asked again once, when
 * the kind is known.
 */
import type { AnyActorRef } from 'xstate';
import type { Gate, GateOutcome, GateVerdict } from '../machines/session/session-rules';
import { selectSession, type SessionSnapshot } from '../machines/session/session.selectors';
import type { AppContext } from './app-context';

export type { Gate } from '../machines/session/session-rules';

/** Opens the member and agent centre overlays; supplied by the centres when they are wired. */
export interface CentreOpener {
  openMember(page: string): void;
  openAgent(page?: string): void;
}

/**
 * Asks the session for a verdict. The answer may come later than `send`
 * returns (a question asked while the session is busy waits in its mailbox);
 * `undefined` when the session cannot answer yet (still restoring).
 */
function ask(session: AnyActorRef, gate: Gate, answer: (verdict: GateVerdict | undefined) => void): void {
  const event = { type: `gate.${gate}` };
  if (!session.getSnapshot().can(event)) return answer(undefined);
  const subscription = session.on('gate.outcome', (outcome: GateOutcome) => {
    if (outcome.gate !== gate) return;
    subscription.unsubscribe();
    answer(outcome.verdict);
  });
  session.send(event);
}

/** Runs `then` once the session knows the account kind (or knows there is none). */
function whenSettled(session: AnyActorRef, then: () => void): void {
  const settled = () => !selectSession(session.getSnapshot() as SessionSnapshot).accountLoading;
  if (settled()) return then();
  const subscription = session.subscribe(() => {
    if (!settled()) return;
    subscription.unsubscribe();
    then();
  });
}

function act(app: AppContext, verdict: GateVerdict | undefined, open: () => void): void {
  if (verdict === 'login') app.actors.shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'login' } });
  else if (verdict === 'trialWarning') app.actors.shell.send({ type: 'modal.open', modal: 'trialWarning' });
  else if (verdict === 'denied') app.actors.shell.send({ type: 'modal.open', modal: 'notice', props: { messageKey: 'errors.login.only.agent', tone: 'warning' } });
  else if (verdict === 'allowed') open();
  // A second 'pending' (member info failed) does nothing.
}

/** The session's verdict on a gate, asked again once when the account kind was not known yet. */
export function askVerdict(session: AnyActorRef, gate: Gate, answer: (verdict: GateVerdict | undefined) => void): void {
  ask(session, gate, (verdict) => {
    if (verdict !== undefined && verdict !== 'pending') return answer(verdict);
    whenSettled(session, () => ask(session, gate, answer));
  });
}

/** `refused` runs after any verdict but 'allowed' (a page opened from a link drops its parameter then). */
export function openGated(app: AppContext, gate: Gate, open: () => void, refused?: () => void): void {
  const { session } = app.actors;
  const decide = (verdict: GateVerdict | undefined) => {
    act(app, verdict, open);
    if (verdict !== 'allowed') refused?.();
  };
  if (!session) return decide('login');
  askVerdict(session, gate, decide);
}
