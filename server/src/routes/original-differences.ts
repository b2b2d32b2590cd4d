/**
 * How the gateway answers clients of the original portal family where it
 * does not simply do what the original did: what it accepts besides our own
 * portal's form, and what it keeps different on purpose (security or a rule
 * of the spec). `npm run calls:docs` writes these into the README's call
 * reference, one line per call, after the aliases of original-aliases.ts.
 */
import { calls, type CallName } from '../../../src/services/calls';
import { replayWindowMs } from '../http/derived-request-id';
import { defaultPeriodMs, entriesOf } from '../http/original-input';
import { allRoutes } from '.';
import { callAliases } from './original-aliases';

const days = defaultPeriodMs / (24 * 60 * 60 * 1000);
const seconds = replayWindowMs / 1000;

/** What holds for every call (http/original-input.ts, http/derived-request-id.ts, domain/access/device.ts). */
export const generalDifferences: readonly string[] = [
  `A period the call needs (\`startTime\`, \`endTime\`) and the request leaves out is the last ${days} days up to now; one end alone gets the other ${days} days away.`,
  'Paging and length fields (`pageNo`, `pageSize`, `limitNum`, `count`) outside a call\'s bounds are clamped to them, not refused; an empty one means "not given".',
  'Without a `Device-Id` header, the captcha and the slide check name the browser by a cookie the gateway sets with the first challenge (`wps_device`: HttpOnly, SameSite=Strict, Path=/wps, Secure over HTTPS); the header wins when both come. A client that keeps no cookie cannot answer a captcha, so after its first wrong password it cannot log in.',
  'Cross-origin calls from the `CORS_ORIGINS` carry credentials, so the device cookie rides along with a client on another origin of the same site; the cookie is `SameSite=Strict`, so a client on another site (another registrable domain) keeps none and must send `Device-Id` to answer a captcha.',
  'Pictures and game pages are absolute addresses on the brand\'s image and launch hosts (`imageCDNs`, `launchGameCDNs`), or on the origin the call reached when none is set; an icon stored relative to the image host (`TCG_GAME_ICONS/…`), as the original family stores them, is made absolute the same way. The gateway\'s pages allow those hosts as image and frame sources, and the demo provider\'s game pages may be framed by this origin and the `CORS_ORIGINS` only.',
  `A money call (one that takes a \`requestId\`) without one gets a key derived by the gateway, and a repeated key answers the first answer without moving money again. An encrypted call's key is its request's one-time \`Encryption\` value, so a replay of that HTTP request, however late, never moves money twice, and two real requests never share a key. A plain call's key is the session and the body within a sliding ${seconds}-second window: a replay within it moves nothing, and the same request made on purpose twice within it moves once.`,
];

/** One line per call where the gateway differs from the original portal family. */
export const callDifferences: Partial<Record<CallName, string>> = {
  login: 'kept: a username login needs the slide check\'s pass (`humanCheckToken`) earned on the same device; the original\'s geetest result is not read',
  loginFreePlay: 'kept: an `Encryption` marker, when sent, must open to a 16-character key',
  registerMobile: 'accepts the number as `username` when `mobileNum` is absent (api-facts §7.1); the account name is generated',
  setPasswordByPhone: 'accepts the body without `countryDialingCode` when the number names one account',
  captcha: 'bound to the device (the header or the cookie); one live captcha per device, two minutes, one check',
  humanCheckChallenge: 'ours (the original used geetest); bound to the device like the captcha',
  humanCheckVerify: 'ours; a pass is bound to the action and the device it was earned on',
  status: 'the original\'s `info.domainRoute` (the domain route call\'s list) beside ours, and in maintenance its `content.data.maintainTime` and `endTime` (epoch ms) beside our `maintainTime` window; the portal reads either',
  gameList: 'answers visitors too (spec §6: game lists are public), though the original bundle marks it T; the answer adds `pageNo`, `pageSize` and `totalCount` to the original\'s `games` and `totalPages`, and the portal takes an answer without `pageNo` as the page it asked for',
  winnerBoard: '`limitNum` above 20 is clamped to 20',
  lotteryMenus: 'without `prizeMode` answers the brand\'s lottery type (LOTT); ZY and VN are accepted too',
  vnLotteryMenu: 'answers the Vietnam lottery whatever brand prize mode is sent (the original sends LOTT)',
  launchGame: 'kept: without `launchMode` answers 400 `field.required` where the original answered 500 "#727 system busy" (a caller\'s mistake is not a server fault); `lottoPrizeMode` in any case',
  walletTransfer: 'the body names wallets by `fromAccountTypeId` and `toAccountTypeId` (the original\'s payload is not shown)',
  pointRedeem: 'kept: the payment password is checked in the money transaction',
  pointConvert: 'kept: the payment password is checked in the money transaction',
  favouriteList: '`pageSize` up to 999 (the original asks for 999)',
};

/** Everything the README says about one call: its aliases, how a money call without `requestId` is keyed, and its note. */
export function differencesOf(name: CallName): string[] {
  const route = allRoutes.find((candidate) => candidate.call === calls[name]);
  const money = !!route && entriesOf(route.input).has('requestId');
  return [
    ...callAliases.filter((alias) => alias.of === name).map((alias) => `also ${alias.why}`),
    ...(money ? [calls[name].encrypted ? 'without `requestId`, keyed by its `Encryption` value' : `without \`requestId\`, keyed by session and body for ${seconds} s`] : []),
    ...(callDifferences[name] ? [callDifferences[name]] : []),
  ];
}
