/**
 * Every machine of the portal, once. The inspector, the model tool, the tests
 * and the README read this list; a test fails when a machine file exists
 * without an entry here.
 */
import type { AnyStateMachine } from 'xstate';
import type { MachineModel } from './model-types';
import { shellMachine } from './shell/shell.machine';
import { shellModel } from './shell/shell.model';
import { systemStatusMachine } from './system-status/system-status.machine';
import { systemStatusModel } from './system-status/system-status.model';
import { speedTestMachine } from './speed-test/speed-test.machine';
import { speedTestModel } from './speed-test/speed-test.model';
import { sessionMachine } from './session/session.machine';
import { sessionModel } from './session/session.model';
import { liveChannelMachine } from './live-channel/live-channel.machine';
import { liveChannelModel } from './live-channel/live-channel.model';
import { loginMachine } from './login/login.machine';
import { loginModel } from './login/login.model';
import { humanCheckMachine } from './human-check/human-check.machine';
import { humanCheckModel } from './human-check/human-check.model';
import { captchaMachine } from './captcha/captcha.machine';
import { captchaModel } from './captcha/captcha.model';
import { smsCountdownMachine } from './sms-countdown/sms-countdown.machine';
import { smsCountdownModel } from './sms-countdown/sms-countdown.model';
import { registrationMachine } from './registration/registration.machine';
import { registrationModel } from './registration/registration.model';
import { forgotPasswordMachine } from './forgot-password/forgot-password.machine';
import { forgotPasswordModel } from './forgot-password/forgot-password.model';
import { changePasswordMachine } from './change-password/change-password.machine';
import { changePasswordModel } from './change-password/change-password.model';
import { gameLobbyMachine } from './game-lobby/game-lobby.machine';
import { gameLobbyModel } from './game-lobby/game-lobby.model';
import { favouritesMachine } from './favourites/favourites.machine';
import { favouritesModel } from './favourites/favourites.model';
import { gameLaunchMachine } from './game-launch/game-launch.machine';
import { gameLaunchModel } from './game-launch/game-launch.model';
import { gameFrameMachine } from './game-frame/game-frame.machine';
import { gameFrameModel } from './game-frame/game-frame.model';
import { lotteryLobbyMachine } from './lottery-lobby/lottery-lobby.machine';
import { lotteryLobbyModel } from './lottery-lobby/lottery-lobby.model';
import { pagedRecordsMachine } from './paged-records/paged-records.machine';
import { pagedRecordsModel } from './paged-records/paged-records.model';
import { centreDetailsMachine } from './centre-details/centre-details.machine';
import { centreDetailsModel } from './centre-details/centre-details.model';
import { centreSubmitMachine } from './centre-submit/centre-submit.machine';
import { centreSubmitModel } from './centre-submit/centre-submit.model';
import { moneyRequestMachine } from './money-request/money-request.machine';
import { moneyRequestModel } from './money-request/money-request.model';
import { withdrawalConfirmationMachine } from './withdrawal-confirmation/withdrawal-confirmation.machine';
import { withdrawalConfirmationModel } from './withdrawal-confirmation/withdrawal-confirmation.model';
import { contractMachine } from './contract/contract.machine';
import { contractModel } from './contract/contract.model';
import { contractOfferMachine } from './contract/contract-offer.machine';
import { contractOfferModel } from './contract/contract-offer.model';
import { passwordRequestMachine } from './password-request/password-request.machine';
import { passwordRequestModel } from './password-request/password-request.model';
import { activityApplicationMachine } from './activity-application/activity-application.machine';
import { activityApplicationModel } from './activity-application/activity-application.model';
import { bonusWageringMachine } from './bonus-wagering/bonus-wagering.machine';
import { bonusWageringModel } from './bonus-wagering/bonus-wagering.model';
import { limitChangeMachine } from './limit-change/limit-change.machine';
import { limitChangeModel } from './limit-change/limit-change.model';
import { selfExclusionMachine } from './self-exclusion/self-exclusion.machine';
import { selfExclusionModel } from './self-exclusion/self-exclusion.model';
import { realityCheckMachine } from './reality-check/reality-check.machine';
import { realityCheckModel } from './reality-check/reality-check.model';
import { sessionLimitMachine } from './session-limit/session-limit.machine';
import { sessionLimitModel } from './session-limit/session-limit.model';
import { sessionTimeChoiceMachine } from './session-time-choice/session-time-choice.machine';
import { sessionTimeChoiceModel } from './session-time-choice/session-time-choice.model';
import { statementMachine } from './statement/statement.machine';
import { statementModel } from './statement/statement.model';

export interface MachineEntry {
  /** The machine's `id`, camelCase of its folder name. */
  id: string;
  /** Path from the project root. */
  file: string;
  /** One line: what the flow is for. */
  purpose: string;
  /** Screens (routes or modals) whose views subscribe to it. */
  screens: string[];
  logic: AnyStateMachine;
  /** Event cases and projection for path generation. */
  model: MachineModel;
}

export const machineRegistry: MachineEntry[] = [
  {
    id: 'systemStatus',
    file: 'src/machines/system-status/system-status.machine.ts',
    purpose: 'Loads the permission/status answer and picks the root screen: application, maintenance, region block or retry; a maintenance notice asks again behind the screen shown.',
    screens: ['root', 'maintenance', 'regionRestricted'],
    logic: systemStatusMachine,
    model: systemStatusModel,
  },
  {
    id: 'shell',
    file: 'src/machines/shell/shell.machine.ts',
    purpose: 'Keeps the open modal and the side menu position per route.',
    screens: ['root', 'header', 'side-menu', 'modal-host'],
    logic: shellMachine,
    model: shellModel,
  },
  {
    id: 'speedTest',
    file: 'src/machines/speed-test/speed-test.machine.ts',
    purpose: 'Loads the domain route list, pings each domain and reports them sorted by speed.',
    screens: ['modal:speedTest'],
    logic: speedTestMachine,
    model: speedTestModel,
  },
  {
    id: 'session',
    file: 'src/machines/session/session.machine.ts',
    purpose:
      "Restores, opens and closes the session (a pending forced change survives a reload as a flag, never the password; a link's token for another account waits for the person to keep or switch); loads member info, then balance, avatar, unread count and points; answers gated actions by account kind; runs the live channel, whose notices reload the balance and badges quietly and reach the screens as `live.changed`.",
    screens: ['header', 'side-menu', 'modal:confirmLogout', 'modal:trialWarning', 'modal:changePassword', 'modal:login', 'modal:sessionHandover', 'member-centre', 'agent-centre'],
    logic: sessionMachine,
    model: sessionModel,
  },
  {
    id: 'liveChannel',
    file: 'src/machines/live-channel/live-channel.machine.ts',
    purpose:
      "The signed-in browser's one stream of change notices from the gateway, invoked by the session: reopened after a growing pause with a re-read of everything after a gap, polling when the gateway refuses it, a re-read when the session behind it ended.",
    screens: ['header', 'member-centre', 'agent-centre', '/pointMall', 'modal:contracts', 'root'],
    logic: liveChannelMachine,
    model: liveChannelModel,
  },
  {
    id: 'login',
    file: 'src/machines/login/login.machine.ts',
    purpose: 'Username or SMS login with human check, captcha after refusals, remember-me and the forced password change.',
    screens: ['modal:login', '/login'],
    logic: loginMachine,
    model: loginModel,
  },
  {
    id: 'humanCheck',
    file: 'src/machines/human-check/human-check.machine.ts',
    purpose: 'Slide-puzzle human check: load, drag while the proof of work is solved, verify, hand a single-use token to the parent; expires with the challenge.',
    screens: ['modal:login', 'modal:register', '/register', 'modal:forgotPassword'],
    logic: humanCheckMachine,
    model: humanCheckModel,
  },
  {
    id: 'captcha',
    file: 'src/machines/captcha/captcha.machine.ts',
    purpose: 'Image captcha of login and registration, reloaded on click at most once a second.',
    screens: ['modal:login', 'modal:register', '/register'],
    logic: captchaMachine,
    model: captchaModel,
  },
  {
    id: 'smsCountdown',
    file: 'src/machines/sms-countdown/sms-countdown.machine.ts',
    purpose: 'The send-code button: throttled SMS request, countdown by the expiry, failure popup with the server text.',
    screens: ['modal:login', 'modal:register', '/register', 'modal:forgotPassword'],
    logic: smsCountdownMachine,
    model: smsCountdownModel,
  },
  {
    id: 'registration',
    file: 'src/machines/registration/registration.machine.ts',
    purpose: 'Username or mobile registration: affiliate check, human check, register with login, generated-account notice.',
    screens: ['modal:register', '/register', 'modal:registerSuccess'],
    logic: registrationMachine,
    model: registrationModel,
  },
  {
    id: 'forgotPassword',
    file: 'src/machines/forgot-password/forgot-password.machine.ts',
    purpose: 'Password recovery by e-mail, or by SMS code and a new password followed by an automatic login.',
    screens: ['modal:forgotPassword'],
    logic: forgotPasswordMachine,
    model: forgotPasswordModel,
  },
  {
    id: 'changePassword',
    file: 'src/machines/change-password/change-password.machine.ts',
    purpose: 'Changes the password (old one from memory after a forced change); the session then reloads login info.',
    screens: ['modal:changePassword'],
    logic: changePasswordMachine,
    model: changePasswordModel,
  },
  {
    id: 'gameLobby',
    file: 'src/machines/game-lobby/game-lobby.machine.ts',
    purpose: 'A category lobby: its vendor lane, then the game list for the chosen vendor, game type, minimum bet, search (after typing pauses) and page; a visitor gets the hot games.',
    screens: ['/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/cockfight', '/elott', '/inhouse'],
    logic: gameLobbyMachine,
    model: gameLobbyModel,
  },
  {
    id: 'favourites',
    file: 'src/machines/favourites/favourites.machine.ts',
    purpose: "A member's favourite games: loads the ids, toggles a heart at once and puts it back on refusal, one toggle a second.",
    screens: ['/rng', '/fish', '/pvp', '/inhouse', 'home'],
    logic: favouritesMachine,
    model: favouritesModel,
  },
  {
    id: 'gameLaunch',
    file: 'src/machines/game-launch/game-launch.machine.ts',
    purpose: 'One game launch: maintenance with popular games, the session gate (login popup, trial warning), VASSALAGE sub-games, lottery and slots-vendor routes, the launch address for /game or /seamless, retry after a failure.',
    screens: ['modal:vassalageGames', 'modal:gameMaintenance', 'modal:gameLaunchFailed', 'modal:login', 'modal:trialWarning', '/game', '/seamless', '/lottery', '/vnLottery', '/seaLottery', '/rng'],
    logic: gameLaunchMachine,
    model: gameLaunchModel,
  },
  {
    id: 'gameFrame',
    file: 'src/machines/game-frame/game-frame.machine.ts',
    purpose:
      'The iframe a game plays in: loading, playing, failed after a time limit, reload; balance messages from the provider refresh the session balance; a page whose game ended asks for the lobby.',
    screens: ['/game', '/seamless', '/lottery', '/vnLottery', '/seaLottery'],
    logic: gameFrameMachine,
    model: gameFrameModel,
  },
  {
    id: 'lotteryLobby',
    file: 'src/machines/lottery-lobby/lottery-lobby.machine.ts',
    purpose: 'A lottery screen: loads its menus, launches the lottery lobby (betting on the chosen game) into the frame, launches again on another game, refreshes the menus when a draw closes.',
    screens: ['/lottery', '/vnLottery', '/seaLottery'],
    logic: lotteryLobbyMachine,
    model: lotteryLobbyModel,
  },
  {
    id: 'pagedRecords',
    file: 'src/machines/paged-records/paged-records.machine.ts',
    purpose: 'A member-centre record list: period, category or kind, and page; the latest query wins and a late answer to an older one is dropped; loading, ready, empty, failed with retry.',
    screens: [
      'member-centre:personalHistoryCopy',
      'member-centre:transactionHistory',
      'member-centre:personalProfit',
      'member-centre:bonusDetails',
      'member-centre:messageV2',
      'agent-centre:announcement',
      'agent-centre:agentTeamOverview',
      'agent-centre:downlineManagement',
      'agent-centre:teamBetting',
      'agent-centre:userLoss',
      'agent-centre:myIncome',
      'agent-centre:accountDetails',
      'agent-centre:creditReport',
      'agent-centre:dividendRecord',
      'agent-centre:dailyWages',
      'agent-centre:hourlySalary',
      'agent-centre:realTimeSalary',
      '/pointMall',
    ],
    logic: pagedRecordsMachine,
    model: pagedRecordsModel,
  },
  {
    id: 'centreDetails',
    file: 'src/machines/centre-details/centre-details.machine.ts',
    purpose: 'The one answer a member-centre page is built on (security settings, referral, rebate); a reload keeps the last answer on screen.',
    screens: ['member-centre:securityCenter', 'member-centre:referral', 'member-centre:manualRebate', 'member-centre:feedback', 'agent-centre:registerCenter', 'agent-centre:flags', '/helpmc', '/pointMall'],
    logic: centreDetailsMachine,
    model: centreDetailsModel,
  },
  {
    id: 'centreSubmit',
    file: 'src/machines/centre-submit/centre-submit.machine.ts',
    purpose: 'One member-centre form sent once: an optional confirmation prompt (the age-21 birthday prompt), then success or the refusal codes per field.',
    screens: ['member-centre:securityCenter', 'member-centre:manualRebate', 'member-centre:messageV2', 'member-centre:feedback', 'agent-centre:registerCenter'],
    logic: centreSubmitMachine,
    model: centreSubmitModel,
  },
  {
    id: 'moneyRequest',
    file: 'src/machines/money-request/money-request.machine.ts',
    purpose: 'One money request (deposit, wallet transfer, recall, withdrawal, transfer to upline): a new request id per submission, refusal codes for the form, and a retry after a lost answer with the same id so money never moves twice.',
    screens: ['member-centre:depositv2', 'member-centre:transferFund', 'member-centre:withdraw', 'member-centre:transferUpline', 'member-centre:referral', 'agent-centre:downlineManagement'],
    logic: moneyRequestMachine,
    model: moneyRequestModel,
  },
  {
    id: 'withdrawalConfirmation',
    file: 'src/machines/withdrawal-confirmation/withdrawal-confirmation.machine.ts',
    purpose: 'Paid withdrawals awaiting the member: received in full, in part (remainder shown), not received with a png or jpg proof of at most 5 MB checked before sending, or all received; past the deadline one counts as received.',
    screens: ['member-centre:withdraw'],
    logic: withdrawalConfirmationMachine,
    model: withdrawalConfirmationModel,
  },
  {
    id: 'contract',
    file: 'src/machines/contract/contract.machine.ts',
    purpose: 'One contract as one party sees it: accept or reject an offer (the higher_rate warning lists the downline contracts accepting ends), withdraw it, answer a request with an offer or a rejection, ask to end a running contract, confirm or keep the other party\'s request to end it.',
    screens: ['modal:contracts', 'agent-centre:downlines'],
    logic: contractMachine,
    model: contractModel,
  },
  {
    id: 'contractOffer',
    file: 'src/machines/contract/contract-offer.machine.ts',
    purpose: "The upline's offer to a direct downline, or its answer to a request: terms, a request id per submission, refusal codes per term, a retry with the same id after a lost answer.",
    screens: ['modal:contracts', 'agent-centre:downlines'],
    logic: contractOfferMachine,
    model: contractOfferModel,
  },
  {
    id: 'passwordRequest',
    file: 'src/machines/password-request/password-request.machine.ts',
    purpose: 'A points-mall request confirmed with the withdrawal password, for redemption (choose goods → password → submitting → in process / refused) and conversion (points → password → submitting → converted / refused); a retry after a lost answer keeps the request id so points are never taken twice.',
    screens: ['/pointMall'],
    logic: passwordRequestMachine,
    model: passwordRequestModel,
  },
  {
    id: 'activityApplication',
    file: 'src/machines/activity-application/activity-application.machine.ts',
    purpose: 'Applying to an activity an operator reviews: a comment of at most 140 characters and up to 3 png or jpg images of at most 5 MB checked by their first bytes as picked, sent with a request id (a lost answer retried with the same id); refusals come back below the fields with nothing lost.',
    screens: ['member-centre:rewardCenter'],
    logic: activityApplicationMachine,
    model: activityApplicationModel,
  },
  {
    id: 'bonusWagering',
    file: 'src/machines/bonus-wagering/bonus-wagering.machine.ts',
    purpose: "A member's bonus wagering: each claimed bonus's turnover (wagered of required) with the money that may leave the wallet now, and forfeiting one bonus as a confirmed choice (ask → confirm → forfeited / refused), a retry after a lost answer keeping the request id so money never leaves twice.",
    screens: ['member-centre:withdraw', 'member-centre:rewardCenter', 'member-centre:bonusDetails'],
    logic: bonusWageringMachine,
    model: bonusWageringModel,
  },
  {
    id: 'limitChange',
    file: 'src/machines/limit-change/limit-change.machine.ts',
    purpose: "A member's deposit, loss and wager limits per 24 hours, 7 days and 30 days, with what each window used: a first or lower limit holds at once; a raise or removal is reviewed, waits 24 hours as pending, then is confirmed (or cancelled) by the member.",
    screens: ['member-centre:saferPlay'],
    logic: limitChangeMachine,
    model: limitChangeModel,
  },
  {
    id: 'selfExclusion',
    file: 'src/machines/self-exclusion/self-exclusion.machine.ts',
    purpose: 'Taking a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to permanent): choose the term → read what it closes and confirm with the password → submitting → taken (shown with until when) or failed (wrong password below its field, try again); and asking to lift a finished definite exclusion, which lifts after a 24-hour cooling-off.',
    screens: ['member-centre:saferPlay'],
    logic: selfExclusionMachine,
    model: selfExclusionModel,
  },
  {
    id: 'statement',
    file: 'src/machines/statement/statement.machine.ts',
    purpose: "The member's statement: the last three months' figures without asking, another period of up to twelve months on request (a refused one keeps the figures shown, with the reason), and the same statement prepared as a CSV file beside them.",
    screens: ['member-centre:saferPlay'],
    logic: statementMachine,
    model: statementModel,
  },
  {
    id: 'realityCheck',
    file: 'src/machines/reality-check/reality-check.machine.ts',
    purpose: "The reality check of a signed-in session, on the gateway's clock: idle until the next check falls due → figures read again (time since sign-in, wagered, net result) → dialog while the gateway refuses stakes in every tab → keep playing (acknowledged, the next one an interval later) or stop (signed out).",
    screens: ['header', 'modal:realityCheck'],
    logic: realityCheckMachine,
    model: realityCheckModel,
  },
  {
    id: 'sessionLimit',
    file: 'src/machines/session-limit/session-limit.machine.ts',
    purpose: "The member's session limit: counting to the end the gateway set → a warning five minutes before → at the end the gateway refuses the session and the portal signs out (or, the limit moved meanwhile, counting starts again).",
    screens: ['modal:sessionLimit'],
    logic: sessionLimitMachine,
    model: sessionLimitModel,
  },
  {
    id: 'sessionTimeChoice',
    file: 'src/machines/session-time-choice/session-time-choice.machine.ts',
    purpose: 'Choosing a session limit (30 minutes to 12 hours, or none) and a reality-check interval (15, 30 or 60 minutes, or none) on Safer play: loading → ready → saving → ready (applied at once to every live session) or the refusal below its field.',
    screens: ['member-centre:saferPlay'],
    logic: sessionTimeChoiceMachine,
    model: sessionTimeChoiceModel,
  },
];
