/**
 * The launch flow's question to the session (the launchGame gate of
 * src/machines/session/session-rules.ts), as an actor: it answers once the
 * session knows the account kind. Without a session every visitor is a guest.
 */
import { fromPromise, type AnyActorRef } from 'xstate';
import type { GateAnswer } from '../../../machines/game-launch/game-launch-rules';
import { askVerdict } from '../../member-pages';

export function createAskGate(session: AnyActorRef | undefined) {
  return fromPromise<GateAnswer>(
    () =>
      new Promise<GateAnswer>((resolve) => {
        if (!session) return resolve('login');
        // 'denied' never applies to launching; a kind still unknown after member info failed is treated like a guest.
        askVerdict(session, 'launchGame', (verdict) => resolve(verdict === 'allowed' || verdict === 'trialWarning' ? verdict : 'login'));
      }),
  );
}
