/**
 * How the shell reads the session actor without knowing its internals: the
 * session flow supplies one adapter at the composition root. Without it the
 * shell treats the visitor as logged out.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { HeaderMember } from '../components/header/header-view-model';

export interface SessionAdapter {
  /** The member the header greets, or null for a visitor. */
  selectMember(snapshot: AnyMachineSnapshot): HeaderMember | null;
  /** Account type (1, 2, 41, 42 agents; 4 trial), or null when logged out or not known yet. */
  selectAccountType(snapshot: AnyMachineSnapshot): number | null;
  /** VIP rank level of the member (clubLabel.rankLevel), or null; picks the customer-service desk. */
  selectRankLevel?(snapshot: AnyMachineSnapshot): number | null;
  /** Events the shell sends to the session actor. */
  events: {
    freePlay: EventObject;
    refreshBalance: EventObject;
    /** The balance eye: the session keeps whether the amount shows. */
    toggleBalance: EventObject;
  };
}

export const agentTypes: readonly number[] = [1, 2, 41, 42];
export const trialType = 4;
