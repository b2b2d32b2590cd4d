/**
 * The original portal family's request for every call of our registry: the
 * method and path (the registry's, or an alias of the original's), the
 * parameter names and values it sends with its optional fields left out, no
 * requestId and no Device-Id (the suite adds those in a second run), and
 * what the gateway must answer: success, or the business error the request
 * earns (never a refusal of its shape). `source` says where the shape is
 * written down; "ours" marks calls the original family does not have, sent
 * in the registry's shape with nothing optional.
 *
 * The type demands every call name, and the suite also checks it at run
 * time, so a new call fails until it has a row here.
 */
import { eq } from 'drizzle-orm';
import type { CallDef, CallName } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { games } from '../../src/db/schema';
import { callAliases } from '../../src/routes/original-aliases';
import type { TestGateway } from '../harness';
import type { OriginalClient } from './original-client';
import { freshMobile, freshName, knownPassword, memberWithPhone, passSlide, slideAnswer, smsCode, type Caller, type CallerKind } from './world';

type Data = Record<string, unknown>;

export interface BuildContext {
  client: OriginalClient;
  caller: Caller;
  gateway: TestGateway;
}

/** `text` and `stream` are the answers of the two calls that send no envelope (the key, the live channel). */
export type Expected = 'success' | 'text' | 'stream' | (typeof errorCodes)[keyof typeof errorCodes];

export interface OriginalRequest {
  source: string;
  as: CallerKind;
  data?: Data | ((context: BuildContext) => Promise<Data> | Data);
  expect?: Expected;
  /** An alias of the original's (routes/original-aliases.ts) instead of the registry's method and path. */
  alias?: CallDef;
  /** Told apart in the test title when a call has several rows. */
  title?: string;
}

const period = { source: 'bare period and page: the original sends no dates here (api-facts §7.6, §7.8)' };
const ours = 'ours: not in the original family; the registry shape with nothing optional';
const aliasOf = (name: CallName, index = 0): CallDef => callAliases.filter((alias) => alias.of === name)[index].call;

/** A seeded slot of a vendor in service. */
const slot = async ({ gateway }: BuildContext) => {
  const [game] = await gateway.db.select({ nodeId: games.nodeId, code: games.code, vendor: games.vendor }).from(games).where(eq(games.code, 'PG_AZTEC_GOLD'));
  return game;
};
const favourite = async (context: BuildContext) => {
  const game = await slot(context);
  return { nodeId: game.nodeId, vendor: game.vendor, gameType: 'RNG' };
};
const humanChecked = async (client: OriginalClient, action: 'login' | 'register', data: Data): Promise<Data> => ({ ...data, humanCheckToken: await passSlide(client, action) });

export const originalRequests: Record<CallName, OriginalRequest[]> = {
  // ── Session and account (api-facts §1.1, §7.1) ──
  rsaKey: [{ source: 'api-facts §3.1: GET ?t={ms}', as: 'visitor', data: () => ({ t: String(Date.now()) }), expect: 'text' }],
  login: [
    {
      source: 'api-facts §7.1: {username, password, captcha, type} + the human check',
      as: 'passworded',
      data: ({ client, caller }) => humanChecked(client, 'login', { username: caller.facts.account, password: knownPassword, captcha: '', type: 'username' }),
    },
  ],
  loginFreePlay: [{ source: 'api-facts §3.7: marker header, os, platform W, X-Gateway-Version 3', as: 'visitor', data: { os: 'Windows', platform: 'W' } }],
  logout: [
    { source: 'api-facts §1.1: DELETE with the token', as: 'member' },
    { source: 'a mobile front end of the family: POST', as: 'member', alias: aliasOf('logout'), title: 'POST' },
  ],
  signOutOthers: [{ source: ours, as: 'member' }],
  liveUpdates: [{ source: ours, as: 'member', expect: 'stream' }],
  smsLogin: [
    {
      source: 'api-facts §7.1: {mobileNum, countryDialingCode} + the human check',
      as: 'visitor',
      data: async ({ client }) => ({ mobileNum: freshMobile(), countryDialingCode: '+63', humanCheckToken: await passSlide(client, 'sms') }),
    },
  ],
  smsRegister: [
    {
      source: 'api-facts §7.1: {countryDialingCode, mobileNo} + the human check',
      as: 'visitor',
      data: async ({ client }) => ({ countryDialingCode: '+63', mobileNo: freshMobile(), humanCheckToken: await passSlide(client, 'sms') }),
    },
  ],
  smsForgotPassword: [
    {
      source: 'spec §7 (C build): {countryDialingCode, mobileNo}',
      as: 'visitor',
      data: async ({ client }) => ({ countryDialingCode: '+63', mobileNo: freshMobile(), humanCheckToken: await passSlide(client, 'sms') }),
    },
  ],
  register: [
    {
      source: 'api-facts §7.1: the form + login, countryDialingCode, registerUrl, affiliateCode, referralCode, domain, registerMethod WEB',
      as: 'visitor',
      data: async ({ client, gateway }) => {
        const mobile = freshMobile();
        const verificationCode = await smsCode(client, 'smsRegister', mobile);
        const password = 'Fresh1234abc';
        return humanChecked(client, 'register', {
          username: freshName('orig'),
          password,
          confirmPassword: password,
          mobileNum: mobile,
          verificationCode,
          login: true,
          countryDialingCode: '+63',
          registerUrl: `${gateway.url}/register`,
          affiliateCode: '',
          referralCode: '',
          domain: '127.0.0.1',
          registerMethod: 'WEB',
        });
      },
    },
  ],
  registerMobile: [
    {
      source: 'api-facts §7.1: the mobile form sends the number as username',
      as: 'visitor',
      data: async ({ client, gateway }) => {
        const mobile = freshMobile();
        const verificationCode = await smsCode(client, 'smsRegister', mobile);
        const password = 'Fresh1234abc';
        return humanChecked(client, 'register', {
          username: mobile,
          password,
          confirmPassword: password,
          verificationCode,
          login: true,
          countryDialingCode: '+63',
          registerUrl: `${gateway.url}/register`,
          domain: '127.0.0.1',
          registerMethod: 'WEB',
        });
      },
    },
  ],
  registerSettings: [{ source: 'api-facts §1.1', as: 'visitor' }],
  affiliateCheck: [{ source: 'api-facts §1.1: {code, domain}', as: 'visitor', data: { code: 'AGT1001', domain: '127.0.0.1' } }],
  memberInfo: [{ source: 'api-facts §1.1', as: 'member' }],
  signIns: [{ source: ours, as: 'member' }],
  memberIcon: [{ source: 'api-facts §1.1', as: 'member' }],
  memberAvatar: [{ source: 'api-facts §1.1', as: 'member' }],
  changePassword: [
    {
      source: 'spec §7: {oldPassword, newPassword, confirmNewPassword}',
      as: 'passworded',
      data: { oldPassword: knownPassword, newPassword: 'Newer1234abc', confirmNewPassword: 'Newer1234abc' },
    },
  ],
  forgotPasswordEmail: [{ source: 'spec §7: form {username, email}', as: 'passworded', data: ({ caller }) => ({ username: caller.facts.account, email: caller.facts.email }) }],
  setPasswordByPhone: [
    {
      source: 'api-facts §7.1: {newPassword, mobileNum, verificationCode}, the code from the login SMS call',
      as: 'visitor',
      data: async ({ client, gateway }) => {
        const mobile = freshMobile();
        await memberWithPhone(gateway, mobile);
        return { newPassword: 'Reset1234abc', mobileNum: mobile, verificationCode: await smsCode(client, 'smsLogin', mobile) };
      },
    },
  ],
  languageUpdate: [{ source: 'api-facts §5: {language}', as: 'member', data: { language: 'TY' } }],
  captcha: [{ source: 'api-facts §1.1: GET, no Device-Id', as: 'visitor' }],
  humanCheckChallenge: [{ source: ours, as: 'visitor' }],
  humanCheckVerify: [{ source: ours, as: 'visitor', data: ({ client }) => slideAnswer(client, 'login') }],
  countryCodes: [{ source: 'api-facts §1.1', as: 'visitor' }],

  // ── System ──
  status: [
    { source: 'api-facts §6', as: 'visitor' },
    { source: 'api-facts §1.2 (T): the v2 path', as: 'visitor', alias: aliasOf('status'), title: 'v2 path' },
  ],
  whitelabel: [{ source: 'api-facts §1.2', as: 'visitor' }],
  domainRoute: [{ source: 'spec §7: device 0', as: 'visitor', data: { device: '0' } }],
  helpCenter: [{ source: 'api-facts §1.2: {lang, device: WEB}', as: 'visitor', data: { lang: 'EN', device: 'WEB' } }],
  customerServiceLink: [{ source: 'api-facts §1.2', as: 'visitor' }],
  announcements: [
    { source: 'api-facts §7.3: before login', as: 'visitor', data: { types: 'B,PL,PU,PR', execution: 'B' }, title: 'before login' },
    { source: 'api-facts §7.3: after login', as: 'member', data: { types: 'B,PL,PU,PR,H', platform: 'W' }, title: 'after login' },
  ],

  // ── Wallet, funds, withdrawal (api-facts §1.3) ──
  balance: [{ source: 'api-facts §1.3: ?typeId=0', as: 'member', data: { typeId: '0' } }],
  walletTransfer: [{ source: 'api-facts §1.3 (payload not shown): no requestId', as: 'member', data: { fromAccountTypeId: 0, toAccountTypeId: 1, amount: '10.00' } }],
  consolidatedFunds: [{ source: 'api-facts §7.5', as: 'member' }],
  merchantWallet: [{ source: 'api-facts §7.2', as: 'member' }],
  withdraw: [
    {
      source: 'api-facts §1.3: encrypted body, no requestId',
      as: 'withdrawer',
      data: ({ caller }) => ({ amount: '100.00', bankAccountId: caller.facts.bankAccountId, paymentPassword: caller.facts.paymentPassword }),
    },
    {
      source: 'api-facts §1.3: the older path',
      as: 'withdrawer',
      alias: aliasOf('withdraw'),
      data: ({ caller }) => ({ amount: '100.00', bankAccountId: caller.facts.bankAccountId, paymentPassword: caller.facts.paymentPassword }),
      title: 'old path',
    },
  ],
  withdrawSettings: [{ source: 'api-facts §1.3: ?groupId=0', as: 'member', data: { groupId: '0' } }],
  depositSettings: [{ source: 'api-facts §1.3', as: 'member' }],
  withdrawalConfirmations: [{ source: 'api-facts §7.7', as: 'member' }],
  withdrawalConfirm: [{ source: 'api-facts §7.7 (fields not shown): all received', as: 'member', data: { answer: 'all_received' } }],
  walletRecall: [{ source: ours, as: 'member' }],
  deposit: [{ source: ours, as: 'member', data: { channelCode: 'BANK', amount: '100.00' } }],
  depositRecords: [{ ...period, as: 'member' }],
  withdrawRecords: [{ ...period, as: 'member' }],
  bankAccounts: [{ source: ours, as: 'member' }],
  bankAccountAdd: [{ source: ours, as: 'member', data: () => ({ bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', accountNumber: `8${freshMobile()}` }) }],
  paymentPassword: [{ source: ours, as: 'member', data: { newPassword: '135790', confirmPassword: '135790' } }],
  transferUpline: [{ source: ours, as: 'downline', data: { amount: '5.00' } }],
  transactionHistory: [{ ...period, as: 'member' }],
  bettingRecords: [{ ...period, as: 'member' }],
  personalProfit: [{ ...period, as: 'member' }],
  bonusDetails: [{ ...period, as: 'member' }],
  rebateSettings: [{ source: 'api-facts §1.3', as: 'member' }],
  rebateClaimable: [{ source: ours, as: 'member' }],
  rebateClaim: [{ source: ours, as: 'member', expect: errorCodes.rebateNothing }],
  securityConfig: [{ source: 'api-facts §1.1', as: 'member' }],
  profileUpdate: [{ source: ours, as: 'member', data: { nickname: 'Original' } }],
  bindEmailCode: [{ source: ours, as: 'member', data: () => ({ email: `${freshName('bind')}@example.com` }) }],
  bindEmail: [{ source: ours, as: 'member', data: { email: 'nobody@example.com', code: '000000' }, expect: errorCodes.emailCodeInvalid }],
  bindMobileCode: [{ source: ours, as: 'member', data: () => ({ countryDialingCode: '63', mobileNo: freshMobile() }) }],
  bindMobile: [{ source: ours, as: 'member', data: () => ({ countryDialingCode: '63', mobileNo: freshMobile(), code: '000000' }), expect: errorCodes.smsCodeInvalid }],
  referralInfo: [{ source: ours, as: 'member' }],

  // ── Games (api-facts §7.4) ──
  gameList: [
    {
      source: 'api-facts §7.4: a visitor, page size 24, SPB read as RNG',
      as: 'visitor',
      data: { clientType: 3, platform: 'flash,html5-desktop', merchant: 'XSP', gameType: 'SPB', vassalage: '', pageNo: 1, pageSize: 24, gameClassify: '', language: 'EN' },
    },
  ],
  hotGames: [
    { source: 'api-facts §7.4', as: 'visitor', data: { merchantCode: 'XSP', isPlatform: 2, vassalage: '', platform: 'flash,html5-desktop', language: 'EN' } },
    { source: 'api-facts §1.4 (T): POST', as: 'visitor', alias: aliasOf('hotGames'), data: { merchantCode: 'XSP', isPlatform: 2, vassalage: '', platform: 'flash,html5-desktop', language: 'EN' }, title: 'POST' },
  ],
  gameVendors: [
    { source: 'api-facts §7.4', as: 'visitor', data: { platform: 'html5-desktop', merchantCode: 'XSP' } },
    { source: 'api-facts §1.4 (C): GCSGAME_gameVendor', as: 'visitor', alias: aliasOf('gameVendors'), data: { platform: 'html5-desktop', merchantCode: 'XSP' }, title: 'C name' },
  ],
  vendorGameTypes: [
    { source: 'api-facts §1.4', as: 'member', data: { vassalage: 'PG' } },
    { source: 'api-facts §1.4 (C): GLS2_getVassGameType', as: 'member', alias: aliasOf('vendorGameTypes'), data: { vassalage: 'PG' }, title: 'C name' },
  ],
  winnerBoard: [
    { source: 'api-facts §7.4 (T): getRankList', as: 'visitor', data: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } },
    { source: 'a third-party client: 50 rows', as: 'visitor', data: { gameCategory: 'ALL', language: 'EN', limitNum: 50 }, title: 'limitNum 50' },
    { source: 'api-facts §9: the desktop bundle names it ODSFE2_getWinnerBoard', as: 'visitor', alias: aliasOf('winnerBoard'), data: { gameCategory: 'ALL', language: 'EN', limitNum: 20 }, title: 'ODSFE2' },
  ],
  launchGame: [
    {
      source: 'spec §7: the launch address request',
      as: 'member',
      data: async (context) => {
        const game = await slot(context);
        return { gameId: game.code, nodeId: game.nodeId, accountType: 1, confirmTrans: 0, vassalage: game.vendor, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: 'player', token: context.caller.token, merchantCode: 'XSP', language: 'EN' };
      },
    },
    {
      source: 'api-facts §7.4: the lottery lobby, the brand prize mode as the spec writes it (Lott)',
      as: 'member',
      data: ({ gateway }) => ({ lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoGameCode: '', lottoView: 'lobby', device: 'WEB', backUrl: `${gateway.url}/`, language: 'EN' }),
      title: 'lottery lobby',
    },
  ],
  pvpRooms: [{ source: 'api-facts §1.4', as: 'member' }],
  recentGames: [{ source: 'spec §7: clientType 3', as: 'member', data: { clientType: 3 } }],
  favouriteIds: [{ source: 'api-facts §7.4', as: 'member' }],
  favouriteList: [
    { source: 'api-facts §7.4: page size 999, the token in the query', as: 'member', data: ({ caller }) => ({ clientType: 3, platform: 'flash', language: 'EN', token: caller.token, pageNo: 1, pageSize: 999, gameType: 'RNG' }) },
  ],
  favouriteAdd: [{ source: 'api-facts §1.4: {nodeId, vendor, gameType}', as: 'member', data: favourite }],
  favouriteRemove: [{ source: 'api-facts §1.4: DELETE, same body', as: 'member', data: favourite }],

  // ── Lottery ──
  lotteryMenus: [
    { source: 'api-facts §7.4: {prizeMode: the brand lottery type}', as: 'visitor', data: { prizeMode: 'Lott' } },
    { source: 'a client that leaves the prize mode out', as: 'visitor', title: 'no prizeMode' },
    { source: 'api-facts §1.4 (C): /lgw/games', as: 'visitor', alias: aliasOf('lotteryMenus'), data: { prizeMode: 'Lott' }, title: 'C path' },
  ],
  lotteryPopular: [{ source: 'spec §7: count 20', as: 'visitor', data: { count: 20 } }],
  vnLotteryMenu: [{ source: 'api-facts §7.4: {prizeMode, device: WEB}, the brand mode', as: 'visitor', data: { prizeMode: 'LOTT', device: 'WEB' } }],
  vnLotteryRecent: [
    { source: 'api-facts §1.4', as: 'member' },
    { source: 'api-facts §1.4 (C): /lgw/games/game_menus/recent', as: 'member', alias: aliasOf('vnLotteryRecent'), title: 'C path' },
  ],
  vnLotteryOpened: [{ source: 'spec §7: count 100', as: 'visitor', data: { count: 100 } }],
  lotteryOpened: [
    { source: 'api-facts §1.4', as: 'member' },
    { source: 'api-facts §1.4 (C): /lgw/games/opened/numero', as: 'member', alias: aliasOf('lotteryOpened'), title: 'C path' },
  ],

  // ── Points (api-facts §1.5, §7.8) ──
  pointBalance: [
    { source: 'api-facts §1.5', as: 'member' },
    { source: 'api-facts §1.5 (C): the MCSFE_ prefix', as: 'member', alias: aliasOf('pointBalance'), title: 'C name' },
  ],
  pointRewards: [
    { source: 'api-facts §1.5', as: 'visitor' },
    { source: 'api-facts §1.5 (C): the MCSFE_ prefix', as: 'visitor', alias: aliasOf('pointRewards'), title: 'C name' },
  ],
  pointRedeem: [{ source: 'api-facts §7.8: encrypted, the withdrawal password', as: 'withdrawer', data: ({ caller }) => ({ rewardId: 1, quantity: 1, paymentPassword: caller.facts.paymentPassword }) }],
  pointRedeemHistory: [
    { ...period, as: 'member' },
    { ...period, as: 'member', alias: aliasOf('pointRedeemHistory'), title: 'C name' },
  ],
  pointConfig: [
    { source: 'api-facts §1.5', as: 'visitor' },
    { source: 'api-facts §1.5 (C): the MCSFE_ prefix', as: 'visitor', alias: aliasOf('pointConfig'), title: 'C name' },
  ],
  pointDetails: [{ ...period, as: 'member' }],
  pointConvert: [{ source: 'api-facts §7.8: encrypted, the withdrawal password', as: 'withdrawer', data: ({ caller }) => ({ points: 1000, paymentPassword: caller.facts.paymentPassword }) }],

  // ── Promotions, missions, messages ──
  raffleClaim: [{ source: 'api-facts §1.5 (payload not shown)', as: 'member', data: { promotionId: 999_999 }, expect: errorCodes.promotionNotFound }],
  missionSummary: [{ source: 'api-facts §1.5', as: 'member' }],
  missionLeaderboard: [{ source: 'api-facts §1.5', as: 'member' }],
  missionClaim: [{ source: ours, as: 'member', data: { missionId: 999_999 }, expect: errorCodes.missionNotFound }],
  unreadCount: [{ source: 'api-facts §1.5', as: 'member' }],
  inbox: [{ ...period, as: 'member' }],
  messageRead: [{ source: ours, as: 'member', data: { ids: [999_999] } }],
  availablePromotions: [{ source: 'api-facts §1.5', as: 'member' }],
  promotionClaimList: [{ ...period, as: 'member' }],
  promotionClaim: [{ source: ours, as: 'member', data: { promotionId: 999_999 }, expect: errorCodes.promotionNotFound }],
  promotionClaimImage: [{ source: ours, as: 'member', data: { claimId: 999_999, position: 1 }, expect: errorCodes.applicationImageNotFound }],
  bonusRequirements: [{ source: ours, as: 'member' }],
  forfeitBonus: [{ source: ours, as: 'member', data: { requirementId: 999_999 }, expect: errorCodes.bonusRequirementNotFound }],
  playerLimits: [{ source: ours, as: 'member' }],
  playerLimitOfferDecline: [{ source: ours, as: 'member' }],
  playerLimitSet: [{ source: ours, as: 'member', data: { kind: 'wager', window: 'month', amount: '5000' } }],
  playerLimitConfirm: [{ source: ours, as: 'member', data: { kind: 'loss', window: 'day' }, expect: errorCodes.protectionLimitNothingPending }],
  playerLimitCancel: [{ source: ours, as: 'member', data: { kind: 'loss', window: 'day' }, expect: errorCodes.protectionLimitNothingPending }],
  playerBreak: [{ source: ours, as: 'member' }],
  playerBreakTake: [{ source: ours, as: 'member', data: { term: '24h', password: 'not-the-password' }, expect: errorCodes.passwordIncorrect }],
  playerBreakLift: [{ source: ours, as: 'member', expect: errorCodes.protectionLiftNothing }],
  sessionTime: [{ source: ours, as: 'member' }],
  sessionTimeSet: [{ source: ours, as: 'member', data: { realityCheckMinutes: 0, sessionLimitMinutes: null } }],
  realityCheckAck: [{ source: ours, as: 'member' }],
  statement: [{ source: ours, as: 'member' }],
  statementCsv: [{ source: ours, as: 'member', expect: 'text' }],
  gameRecall: [{ source: ours, as: 'member' }],

  // ── Contracts (api-facts §7.5: actions not shown) ──
  dividendContract: [
    { source: 'api-facts §7.5 (payload not shown): a downline asks for one', as: 'downline', data: { action: 'request' } },
    { source: 'api-facts §9 (C): MCSFE_processContractDividend', as: 'downline', alias: aliasOf('dividendContract'), data: { action: 'request' }, title: 'C name' },
  ],
  dailySalaryContract: [
    { source: 'api-facts §7.5 (payload not shown): accept an unknown offer', as: 'member', data: { action: 'accept', contractId: 999_999 }, expect: errorCodes.contractNotFound },
    { source: 'api-facts §9 (C): MCSFE_processDailySalaryContract', as: 'member', alias: aliasOf('dailySalaryContract'), data: { action: 'accept', contractId: 999_999 }, expect: errorCodes.contractNotFound, title: 'C name' },
  ],
  hourlySalaryContract: [
    { source: 'api-facts §7.5 (payload not shown): reject an unknown offer', as: 'member', data: { action: 'reject', contractId: 999_999 }, expect: errorCodes.contractNotFound },
    { source: 'api-facts §9 (C): MCSFE_processContractHourSalary', as: 'member', alias: aliasOf('hourlySalaryContract'), data: { action: 'reject', contractId: 999_999 }, expect: errorCodes.contractNotFound, title: 'C name' },
  ],
  realTimeSalaryContract: [{ source: 'api-facts §7.5 (payload not shown): a downline asks for one', as: 'downline', data: { action: 'request' } }],
  contractList: [{ ...period, as: 'member' }],

  // ── Agent centre (api-facts §7.6: data calls not in the bundle) ──
  agentAnnouncements: [{ ...period, as: 'agent' }],
  agentTeamOverview: [{ ...period, as: 'agent' }],
  agentAffiliate: [{ source: ours, as: 'agent' }],
  agentRegisterDownline: [{ source: ours, as: 'agent', data: () => ({ account: freshName('dl'), password: 'Down1234abc', accountType: 'member' }) }],
  agentDownlines: [{ ...period, as: 'agent' }],
  agentDownlineTransfer: [{ source: ours, as: 'agent', data: ({ caller }) => ({ transfers: [{ downlineId: caller.facts.downlineId, amount: '5.00' }] }) }],
  agentTeamBetting: [{ ...period, as: 'agent' }],
  agentUserLoss: [{ ...period, as: 'agent' }],
  agentIncome: [{ ...period, as: 'agent' }],
  agentAccountDetails: [{ ...period, as: 'agent' }],
  agentSettlements: [{ ...period, as: 'agent', data: { kind: 'dividend' } }],
  agentCreditReport: [{ ...period, as: 'agent' }],
  affiliateApplication: [{ source: ours, as: 'member' }],
  affiliateApply: [{ source: ours, as: 'member', data: { intro: 'I run a players club.', contact: 'club@example.com' } }],

  playerRank: [{ source: 'api-facts §7.2', as: 'member' }],
  sportsHotMatches: [{ source: ours, as: 'visitor' }],
  feedback: [{ source: 'api-facts §7.9: PUT, question type and content', as: 'visitor', data: { questionType: 'other', content: 'The lobby loads quickly and the games are easy to find.' } }],
  feedbackSettings: [{ source: ours, as: 'visitor' }],
};
