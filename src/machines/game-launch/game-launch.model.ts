/**
 * Event cases and inputs for path generation over one game launch. Targets
 * are case markers (`code` = `case:<name>`) the replay maps to real cards of
 * the gateway's catalogue: one input per kind of card (slot in an iframe, a
 * seamless game, a VASSALAGE vendor, each lottery account type, a slots
 * vendor, a card under maintenance), and the launch errors as cards too: a
 * card drawn before its game went into maintenance, a game the catalogue no
 * longer has, and a launch after the session was ended on the gateway. The
 * session's gate answers (login, trialWarning, allowed) are event cases; the
 * replay logs in as the account that gives them.
 */
import type { EventObject } from 'xstate';
import type { GameCard, LaunchTarget } from '../../services/schemas/games';
import type { InputVariant, MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';
import type { GameLaunchInput, LaunchRequestTarget } from './game-launch-rules';

export const launchCases = [
  'slot',
  'seamless',
  'vassalage',
  'lott',
  'elott',
  'sea',
  'vn',
  'vendor',
  'maintenance',
  'staleMaintenance',
  'unknownGame',
  'sessionLost',
  'sessionLostVassalage',
] as const;
export type LaunchCase = (typeof launchCases)[number];

export const caseCode = (name: LaunchCase): string => `case:${name}`;
export const caseOf = (target: Pick<LaunchTarget, 'code'>): LaunchCase | null =>
  target.code.startsWith('case:') ? (target.code.slice('case:'.length) as LaunchCase) : null;

const card = (name: LaunchCase, fields: Partial<LaunchTarget>): LaunchRequestTarget => ({
  nodeId: 1,
  gameType: 'RNG',
  isGame: '',
  code: caseCode(name),
  gameCode: caseCode(name),
  defaultPlayType: null,
  accountTypeName: 'PG',
  vendor: 'PG',
  vassalage: 'PG',
  launchMode: 'iframe',
  maintenance: false,
  ...fields,
});

export const launchTargets: Record<LaunchCase, LaunchRequestTarget> = {
  slot: card('slot', {}),
  seamless: card('seamless', { launchMode: 'seamless', vendor: 'XSP', vassalage: 'XSP', accountTypeName: 'XSP' }),
  vassalage: card('vassalage', { gameType: 'FISH', isGame: 'VASSALAGE', gameCode: '', vendor: 'FG', vassalage: 'FG', accountTypeName: 'FG' }),
  lott: card('lott', { gameType: 'LOTT', accountTypeName: 'LOTT', defaultPlayType: 'case:playType', vendor: 'LOTT', vassalage: 'LOTT' }),
  elott: card('elott', { gameType: 'ELOTT', accountTypeName: 'ELOTT', vendor: 'ELOTT', vassalage: 'ELOTT' }),
  sea: card('sea', { gameType: 'LOTT', accountTypeName: 'TCG_SEA', vendor: 'LOTT', vassalage: 'LOTT' }),
  vn: card('vn', { gameType: 'LOTT', accountTypeName: 'TCG_LOTTO_VN', vendor: 'LOTT', vassalage: 'LOTT' }),
  vendor: card('vendor', { gameCode: '', vendor: 'PP', vassalage: 'PP' }),
  maintenance: card('maintenance', { maintenance: true, vendor: 'FC', vassalage: 'FC' }),
  staleMaintenance: card('staleMaintenance', {}),
  unknownGame: card('unknownGame', {}),
  sessionLost: card('sessionLost', {}),
  sessionLostVassalage: card('sessionLostVassalage', { gameType: 'FISH', isGame: 'VASSALAGE', gameCode: '', vendor: 'FG', vassalage: 'FG' }),
};

/** A playable game as the lists (sub-games, popular games) give it; picking it launches a slot. */
export const pickedGame: GameCard = {
  ...card('slot', {}),
  nodeId: 2,
  gameName: 'case:slot',
  vendorName: 'PG Soft',
  gameClassify: 'SLOT',
  imageUrl: '',
  minBet: 1,
  minLineNum: 1,
  isHot: 1,
};

export const gameLaunchEvents = {
  gateDone: 'xstate.done.actor.askGate',
  subGamesDone: 'xstate.done.actor.loadSubGames',
  subGamesError: 'xstate.error.actor.loadSubGames',
  popularDone: 'xstate.done.actor.loadPopularGames',
  popularError: 'xstate.error.actor.loadPopularGames',
  addressDone: 'xstate.done.actor.requestGameAddress',
  addressError: 'xstate.error.actor.requestGameAddress',
} as const;

const network = { code: 'network.abnormal' };
export const sessionGone = { code: 'login.not.session', status: 401 };

const variant = (name: LaunchCase): InputVariant => ({ name, input: { target: launchTargets[name], cdn: '' } satisfies GameLaunchInput });

export const gameLaunchModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    ...(['login', 'trialWarning', 'allowed'] as const).map((output) => ({ type: gameLaunchEvents.gateDone, output })),
    { type: gameLaunchEvents.subGamesDone, output: [pickedGame] },
    { type: gameLaunchEvents.subGamesError, error: network },
    { type: gameLaunchEvents.subGamesError, error: sessionGone },
    { type: gameLaunchEvents.popularDone, output: [pickedGame] },
    { type: gameLaunchEvents.popularError, error: network },
    { type: gameLaunchEvents.addressDone, output: '/provider/demo/slot?token=case' },
    { type: gameLaunchEvents.addressError, error: network },
    { type: gameLaunchEvents.addressError, error: { code: 'game.maintenance', status: 500 } },
    { type: gameLaunchEvents.addressError, error: { code: 'game.not.found', status: 500 } },
    { type: gameLaunchEvents.addressError, error: sessionGone },
    { type: 'game.pick', game: pickedGame },
    { type: 'launch.retry' },
    { type: 'launch.cancel' },
  ],
  /** The card (its case) and the session's answer decide what the gateway answers next. */
  serializeState: serializeWithContext((context) => [context.target.code, context.verdict, context.errorCode]),
  inputs: launchCases.map(variant),
};
