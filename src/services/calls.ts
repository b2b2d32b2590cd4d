/**
 * The registry of every call the portal makes. The HTTP client, the reference
 * gateway's routes and the tests all read this one table, so a path, a method
 * or a token rule is written down exactly once.
 *
 * `module` is the opaque module tag of the original portal (the whitelabel
 * switch that gates the feature, or COMM3 when none does).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type CallArea =
  | 'session'
  | 'account'
  | 'system'
  | 'content'
  | 'wallet'
  | 'games'
  | 'lottery'
  | 'favourites'
  | 'points'
  | 'promotions'
  | 'missions'
  | 'messages'
  | 'agent'
  | 'contracts'
  | 'withdrawal'
  | 'records'
  | 'feedback';

export interface CallDef {
  readonly path: string;
  readonly method: HttpMethod;
  readonly module: string;
  /** Needs the session token in `Authorization`. */
  readonly token: boolean;
  /** Body travels in the `Encryption` header + `{ value }` wire format. */
  readonly encrypted: boolean;
  /** Body is an urlencoded form instead of JSON. */
  readonly form?: boolean;
  /** Answered only to agent accounts (types 1, 2, 41, 42). */
  readonly agentOnly?: boolean;
  /** Refused to trial accounts (type 4): member centre, favourites, money. */
  readonly noTrial?: boolean;
  /** No body to encrypt, only an `Encryption` marker header and gateway version 3 (free play). */
  readonly marker?: boolean;
  readonly area: CallArea;
}

const def = (
  area: CallArea,
  method: HttpMethod,
  path: string,
  module: string,
  flags: { token?: boolean; encrypted?: boolean; form?: boolean; agentOnly?: boolean; noTrial?: boolean; marker?: boolean } = {},
): CallDef => ({
  area,
  method,
  path,
  module,
  token: flags.token ?? false,
  encrypted: flags.encrypted ?? false,
  ...(flags.form ? { form: true } : {}),
  ...(flags.agentOnly ? { agentOnly: true } : {}),
  ...(flags.noTrial || flags.agentOnly ? { noTrial: true } : {}),
  ...(flags.marker ? { marker: true } : {}),
});

const relay = (name: string) => `/wps/relay/${name}`;
const T = { token: true } as const;
/** Member-centre calls: a token of a real (non-trial) account. */
const M = { token: true, noTrial: true } as const;
/** Agent-centre calls: agents only (types 1, 2, 41, 42). */
const A = { token: true, agentOnly: true } as const;

export const calls = {
  // Session and account (shell and access document §7)
  rsaKey: def('session', 'GET', '/wps/session/key/rsa', 'COMM3'),
  login: def('session', 'POST', '/wps/session/login', 'COMM3', { encrypted: true }),
  loginFreePlay: def('session', 'POST', '/wps/session/login/freeplay', 'FREEPLAY3', { marker: true }),
  logout: def('session', 'DELETE', '/wps/session/logout', 'COMM3', T),
  /** Ends every session of the member but the caller's ("sign out everywhere else"). */
  signOutOthers: def('session', 'DELETE', '/wps/session/others', 'COMM3', M),
  /** Server-sent events: what changed for the member (src/services/schemas/live.ts), until the session ends. */
  liveUpdates: def('session', 'GET', '/wps/live', 'COMM3', T),
  smsLogin: def('session', 'POST', '/wps/verification/sms/noLogin', 'VERIFICATION3'),
  smsRegister: def('account', 'POST', '/wps/verification/sms/register', 'REGMOBVERF3'),
  smsForgotPassword: def('account', 'POST', '/wps/member/password/sms', 'PWRESETSMS3'),
  register: def('account', 'PUT', '/wps/member/register', 'REG3', { encrypted: true }),
  registerMobile: def('account', 'PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', { encrypted: true }),
  registerSettings: def('account', 'GET', '/wps/system/setting/register', 'REG3'),
  affiliateCheck: def('account', 'GET', '/wps/agent/affiliate', 'AFFMAN3'),
  memberInfo: def('account', 'GET', '/wps/member/info', 'COMM3', T),
  /** The member's latest sign-ins with address and browser, the caller's own session marked. */
  signIns: def('account', 'GET', '/wps/member/signins', 'COMM3', M),
  memberIcon: def('account', 'GET', '/wps/member/info/icon', 'PROFPIC3', T),
  memberAvatar: def('account', 'GET', relay('MCSFE_getPlayerAvatar'), 'COMM3', T),
  changePassword: def('account', 'POST', '/wps/member/password', 'PASS3', { token: true, encrypted: true, noTrial: true }),
  forgotPasswordEmail: def('account', 'POST', '/wps/member/password/email', 'COMM3', { form: true }),
  setPasswordByPhone: def('account', 'POST', '/wps/member/password/verification', 'CHNGPASSVERIF3', { encrypted: true }),
  languageUpdate: def('account', 'PUT', '/wps/member/language', 'COMM3', T),
  captcha: def('session', 'GET', '/wps/captcha', 'CAPTCHA3'),
  humanCheckChallenge: def('session', 'GET', '/wps/captcha/slide', 'CAPTCHA3'),
  humanCheckVerify: def('session', 'POST', '/wps/captcha/slide', 'CAPTCHA3'),
  countryCodes: def('system', 'GET', '/wps/system/country', 'COMM3'),

  // System
  status: def('system', 'GET', '/wps/system/status', 'COMM3'),
  whitelabel: def('system', 'GET', '/wps/system/whitelabel', 'COMM3'),
  domainRoute: def('system', 'GET', '/wps/system/domainRoute', 'COMM3'),
  helpCenter: def('system', 'GET', '/wps/system/helpCenter', 'COMM3'),
  customerServiceLink: def('system', 'GET', relay('WPSCORE_getCustomerServiceScript'), 'COMM3'),

  // Content: announcements carry banners, popups and promotions
  announcements: def('content', 'GET', relay('MCSFE_getListAnnouncements'), 'COMM3'),

  // Wallet
  balance: def('wallet', 'GET', '/wps/v2/wallets/balance', 'COMM3', T),
  walletTransfer: def('wallet', 'POST', relay('GCS_walletTransfer'), 'FUNDTRANS3', M),
  consolidatedFunds: def('wallet', 'GET', '/wps/member/info/funds/consolidated', 'COMM3', M),
  merchantWallet: def('wallet', 'GET', relay('GCS_merchantWallet'), 'COMM3', M),
  withdraw: def('withdrawal', 'POST', '/wps/v2/transaction/withdraw', 'WITHDRAW', { token: true, encrypted: true, noTrial: true }),
  withdrawSettings: def('withdrawal', 'GET', relay('MCSFE_getWithdrawSettings'), 'WITHDRAW', M),
  depositSettings: def('wallet', 'GET', relay('MCSFE_getDepositSettings'), 'DEPOSIT', M),
  withdrawalConfirmations: def('withdrawal', 'GET', relay('MCSFE_getPaymentConfirmationList'), 'WITHDRAW', M),
  withdrawalConfirm: def('withdrawal', 'POST', relay('MCSFE_processC2CTransaction'), 'WITHDRAW', M),
  // Member centre: calls the spec does not name, in the original's naming style
  walletRecall: def('wallet', 'POST', relay('GCS_walletRecallAll'), 'FUNDTRANS3', M),
  deposit: def('wallet', 'POST', '/wps/v2/transaction/deposit', 'DEPOSIT', M),
  depositRecords: def('wallet', 'GET', relay('MCSFE_getDepositRecords'), 'DEPOSIT', M),
  withdrawRecords: def('withdrawal', 'GET', relay('MCSFE_getWithdrawRecords'), 'WITHDRAW', M),
  bankAccounts: def('withdrawal', 'GET', relay('MCSFE_getBankAccounts'), 'WITHDRAW', M),
  bankAccountAdd: def('withdrawal', 'POST', relay('MCSFE_addBankAccount'), 'WITHDRAW', M),
  paymentPassword: def('withdrawal', 'POST', '/wps/member/password/payment', 'PASS3', { token: true, encrypted: true, noTrial: true }),
  transferUpline: def('wallet', 'POST', relay('MCSFE_transferToUpline'), 'FUNDTRANS3', M),
  transactionHistory: def('records', 'GET', relay('ODSFE2_getTransactionHistory'), 'MEMTRANS3', M),
  bettingRecords: def('records', 'GET', relay('ODSFE2_getBettingRecords'), 'MEMTRANS3', M),
  personalProfit: def('records', 'GET', relay('ODSFE2_getPersonalProfit'), 'MEMTRANS3', M),
  bonusDetails: def('records', 'GET', relay('ODSFE2_getBonusDetails'), 'MEMTRANS3', M),
  rebateSettings: def('records', 'GET', relay('MCSFE_getCustomerRebateSettingByProductType'), 'REBATE3', M),
  rebateClaimable: def('records', 'GET', relay('MCSFE_getClaimableRebate'), 'REBATE3', M),
  rebateClaim: def('records', 'POST', relay('MCSFE_claimRebate'), 'REBATE3', M),
  securityConfig: def('account', 'GET', '/wps/v2/member/securityConfig', 'COMM3', M),
  profileUpdate: def('account', 'PUT', '/wps/member/info', 'COMM3', M),
  bindEmailCode: def('account', 'POST', '/wps/verification/email/bind', 'VERIFICATION3', M),
  bindEmail: def('account', 'POST', '/wps/member/email', 'COMM3', M),
  bindMobileCode: def('account', 'POST', '/wps/verification/sms/bind', 'VERIFICATION3', M),
  bindMobile: def('account', 'POST', '/wps/member/mobile', 'COMM3', M),
  referralInfo: def('account', 'GET', relay('MCSFE_getReferralInfo'), 'REFERRAL3', M),

  // Games
  // Public (spec §6: visitors see game lists), though the original bundle marks it T (api-facts §1.4); the token, when sent, is still sent.
  gameList: def('games', 'GET', relay('GCSGAME_gameList'), 'GAMELO3'),
  hotGames: def('games', 'GET', relay('GCSGAME_hotGamesV2'), 'GAMELOHOT3'),
  gameVendors: def('games', 'GET', relay('GCSGAME_newGameVendor'), 'COMM3'),
  vendorGameTypes: def('games', 'GET', relay('GCSGAME_getVassGameType'), 'GAMELO3', T),
  winnerBoard: def('games', 'GET', relay('GCSGAME_getRankList'), 'COMM3'),
  launchGame: def('games', 'GET', '/wps/game/launchGame', 'GAMELO3', M),
  pvpRooms: def('games', 'GET', relay('GLS2_roomList'), 'GAMELO3', T),
  recentGames: def('favourites', 'GET', relay('GCS_recentGame'), 'GAMELOREC3', M),
  favouriteIds: def('favourites', 'GET', relay('MCSFE_getFavoriteGames'), 'GAMELOFAV3', M),
  favouriteList: def('favourites', 'GET', relay('MCSFE_getFavoriteGamesList'), 'GAMELOFAV3', M),
  favouriteAdd: def('favourites', 'POST', relay('MCSFE_addFavoriteGameV2'), 'GAMELOFAV3', M),
  favouriteRemove: def('favourites', 'DELETE', relay('MCSFE_removeFavoriteGameV2'), 'GAMELOFAV3', M),

  // Lottery
  lotteryMenus: def('lottery', 'GET', '/lgw/games/game_menus', 'COMM3'),
  lotteryPopular: def('lottery', 'GET', '/lgw/games/popular', 'COMM3'),
  vnLotteryMenu: def('lottery', 'GET', '/lgw/vn/games/game_menu', 'COMM3'),
  vnLotteryRecent: def('lottery', 'GET', '/lgw/vn/games/game_menu/recent', 'COMM3', T),
  vnLotteryOpened: def('lottery', 'GET', '/lgw/vn/numeros/opened/game', 'COMM3'),
  lotteryOpened: def('lottery', 'GET', '/lotto/lgw/games/opened/numero', 'COMM3', T),

  // Points mall
  pointBalance: def('points', 'GET', relay('MCS2_getPointBalance'), 'PTSYS3', M),
  // Goods and the conversion rules are public: visitors browse the mall, redeeming asks them to log in.
  pointRewards: def('points', 'GET', relay('MCS2_getPointReward'), 'PTSYS3'),
  pointRedeem: def('points', 'POST', relay('passwordCheck/MCS2_redeemPointReward'), 'PTSYS3', { token: true, encrypted: true, noTrial: true }),
  pointRedeemHistory: def('points', 'GET', relay('MCS2_getRedeemPointList'), 'PTSYS3', M),
  pointConfig: def('points', 'GET', relay('MCS2_getPointConfig'), 'PTSYS3'),
  pointDetails: def('points', 'GET', relay('ODSFE2_MemTransDet'), 'MEMTRANS3', M),
  pointConvert: def('points', 'POST', relay('passwordCheck/MCS2_convertPoint'), 'PTSYS3', { token: true, encrypted: true, noTrial: true }),

  // Promotions, missions, messages
  raffleClaim: def('promotions', 'POST', relay('MCS2_claimRafflePromotion'), 'REWCEN3', M),
  missionSummary: def('missions', 'GET', relay('MCSFE_getMissionSummaryDetails'), 'COMM3', M),
  missionLeaderboard: def('missions', 'GET', relay('MCSFE_getMissionLeaderboard'), 'COMM3', M),
  // Not named by the spec: a completed mission's reward is claimed from the mission page.
  missionClaim: def('missions', 'POST', relay('MCSFE_claimMissionReward'), 'COMM3', M),
  unreadCount: def('messages', 'GET', relay('CSP_unreadCount'), 'INBOX3', T),
  inbox: def('messages', 'GET', relay('CSP_getInbox'), 'INBOX3', M),
  messageRead: def('messages', 'POST', relay('CSP_readMessage'), 'INBOX3', M),
  availablePromotions: def('promotions', 'GET', relay('MCSFE_getAvailablePromotions'), 'REWCEN3', M),
  promotionClaimList: def('promotions', 'GET', relay('MCS2_getPromotionClaimList'), 'REWCEN3', M),
  promotionClaim: def('promotions', 'POST', relay('MCS2_claimPromotion'), 'REWCEN3', M),
  // Not named by the spec: one image of the caller's own application, for the claims table's thumbnails.
  promotionClaimImage: def('promotions', 'GET', relay('MCSFE_getApplicationImage'), 'REWCEN3', M),
  // Not named by the spec: bonus wagering, the turnover each claimed bonus still owes with what may leave the wallet now, and giving a bonus up.
  bonusRequirements: def('promotions', 'GET', relay('MCSFE_getBonusRequirements'), 'REWCEN3', M),
  forfeitBonus: def('promotions', 'POST', relay('MCSFE_forfeitBonus'), 'REWCEN3', M),

  // Not named by the spec: safer play limits (deposit, loss, wager per 24 hours, 7 days, 30 days); a raise or removal waits 24 hours, then needs confirming.
  playerLimits: def('account', 'GET', relay('MCSFE_getPlayerLimits'), 'COMM3', M),
  playerLimitSet: def('account', 'POST', relay('MCSFE_setPlayerLimit'), 'COMM3', M),
  playerLimitConfirm: def('account', 'POST', relay('MCSFE_confirmPlayerLimit'), 'COMM3', M),
  playerLimitCancel: def('account', 'POST', relay('MCSFE_cancelPlayerLimit'), 'COMM3', M),
  playerLimitOfferDecline: def('account', 'POST', relay('MCSFE_declinePlayerLimitOffer'), 'COMM3', M),

  // Not named by the spec: time-outs and self-exclusions. Taking one is confirmed with the login password, so its body travels encrypted.
  playerBreak: def('account', 'GET', relay('MCSFE_getPlayerBreak'), 'COMM3', M),
  playerBreakTake: def('account', 'POST', relay('MCSFE_takePlayerBreak'), 'COMM3', { ...M, encrypted: true }),
  playerBreakLift: def('account', 'POST', relay('MCSFE_requestPlayerBreakLift'), 'COMM3', M),

  // Not named by the spec: session time. The caller's session clock and reality check (trial accounts play, so they answer checks too) and the member's choices.
  sessionTime: def('account', 'GET', relay('MCSFE_getSessionTime'), 'COMM3', T),
  sessionTimeSet: def('account', 'POST', relay('MCSFE_setSessionTime'), 'COMM3', M),
  realityCheckAck: def('account', 'POST', relay('MCSFE_acknowledgeRealityCheck'), 'COMM3', T),

  // Not named by the spec: the statement of a period (RTS 1B-1C), as JSON or as a CSV file, and the last ten rounds with their outcome (game recall; trial accounts play too).
  statement: def('records', 'GET', relay('ODSFE2_getStatement'), 'MEMTRANS3', M),
  statementCsv: def('records', 'GET', relay('ODSFE2_getStatementCsv'), 'MEMTRANS3', M),
  gameRecall: def('records', 'GET', relay('ODSFE2_getGameRecall'), 'COMM3', T),

  // Agent contracts, salaries and dividends. Both parties use these calls
  // (the upline offers and terminates, the downline accepts, rejects and
  // requests), so they are member calls; the gateway checks each action's
  // party. The body names the action (schemas/contracts.ts).
  dividendContract: def('contracts', 'POST', relay('MCS2_processDividendReq'), 'SIGNCONDIV3', M),
  dailySalaryContract: def('contracts', 'POST', relay('MCS2_processDailySalContract'), 'DAILYSALCONT3', M),
  hourlySalaryContract: def('contracts', 'POST', relay('MCS2_processContractHourSalary'), 'HOURSAL3', M),
  realTimeSalaryContract: def('contracts', 'POST', relay('MCSFE_processRealTimeSalaryContract'), 'RTSALARY3', M),
  // Not named by the spec: the contracts the caller is a party to (offers, requests, active, ended).
  contractList: def('contracts', 'GET', relay('MCSFE_getContractList'), 'SIGNCONDIV3', M),

  // Agent centre (spec §2): data calls are not in the original bundle
  // (api-facts §7.6), so they are named here in its style, one per page.
  agentAnnouncements: def('agent', 'GET', relay('MCSFE_getAgentAnnouncements'), 'AGENTANNOUNCE3', A),
  agentTeamOverview: def('agent', 'GET', relay('ODSFE2_getAgentTeamOverview'), 'AGEINFO3', A),
  agentAffiliate: def('agent', 'GET', relay('MCSFE_getAgentAffiliate'), 'CREATEAFF3', A),
  agentRegisterDownline: def('agent', 'POST', relay('MCSFE_createDownlineAccount'), 'AGEREGDOWN3', { token: true, encrypted: true, agentOnly: true }),
  agentDownlines: def('agent', 'GET', relay('MCSFE_getDownlineList'), 'DOWNMAN', A),
  agentDownlineTransfer: def('agent', 'POST', relay('MCSFE_transferToDownlines'), 'AGENTRANSMULTDOWN3', A),
  agentTeamBetting: def('agent', 'GET', relay('ODSFE2_getTeamBettingRecords'), 'TEAMBETTING3', A),
  agentUserLoss: def('agent', 'GET', relay('ODSFE2_getTeamProfitLoss'), 'AGETEAMPNL3', A),
  agentIncome: def('agent', 'GET', relay('ODSFE2_getAgentRevenueReport'), 'AGEREV3', A),
  agentAccountDetails: def('agent', 'GET', relay('ODSFE2_getDownlineTransactionDetails'), 'AGEDOWNTRANS3', A),
  agentSettlements: def('agent', 'GET', relay('ODSFE2_getContractSettlements'), 'DIVIDEND', A),
  agentCreditReport: def('agent', 'GET', relay('ODSFE2_getAgentCreditReport'), 'MYWALL', A),
  // A member asks to become an agent; an operator decides (operator API).
  affiliateApplication: def('agent', 'GET', relay('MCSFE_getAffiliateApplication'), 'CREATEAFF3', M),
  affiliateApply: def('agent', 'POST', relay('MCSFE_applyAffiliate'), 'CREATEAFF3', M),

  // Not named by the spec: VIP progress (api-facts §7.2: playerRankName, monthlyTurnover, totalTurnover) and the ranks.
  playerRank: def('account', 'GET', relay('MCSFE_getPlayerRankInfo'), 'VIPCLUB3', M),
  // Not named by the spec: the sports hot matches board (public).
  sportsHotMatches: def('games', 'GET', relay('GCSGAME_getHotMatches'), 'COMM3'),

  // Feedback: a visitor may send it too (the token, when sent, names the member)
  feedback: def('feedback', 'PUT', '/wps/feedback', 'FEEDBACK3'),
  // Not named by the spec: the question types and the word-count bounds of the content.
  feedbackSettings: def('feedback', 'GET', relay('MCSFE_getFeedbackSetting'), 'FEEDBACK3'),
} as const satisfies Record<string, CallDef>;

export type CallName = keyof typeof calls;

export const callNames = Object.keys(calls) as CallName[];

// The back office's calls (a second entry, src/backoffice) are in backoffice-calls.ts, flagged `backoffice: true`: this
// file belongs to the portal's start-up chunk, which the back office's page must not load.
