/** What the header shows: brand, switches, and the visitor or member it greets. */
import type { SignInPlace } from '../../services/schemas/sign-ins';

export interface HeaderMember {
  account: string;
  /** null while the first balance is loading. */
  balance: number | null;
  currency: string;
  /** The eye toggle: false shows three asterisks instead of amounts. */
  balanceVisible: boolean;
  /** Point balance; shown only when the points switch is on and it is above zero. */
  points: number;
  isAgent: boolean;
  avatarUrl: string | null;
  refreshingBalance: boolean;
  unreadCount: number;
  /** The sign-in before this session's, shown in the account menu; null on a first sign-in or until member info loads. */
  lastSignIn: SignInPlace | null;
}

export interface HeaderViewModel {
  brandName: string;
  logoUrl: string;
  sideMenuOpen: boolean;
  /** Off where the route has no side menu: a toggle there would flip nothing visible. */
  showMenuToggle: boolean;
  /** Game and lottery screens and the download page: their side menu is closed or absent, so the way back sits in the bar. */
  showLobbyLink: boolean;
  /** DIRECTREG3 */
  showRegister: boolean;
  /** FREEPLAY3 */
  showFreePlay: boolean;
  /** PTSYS3 */
  pointsEnabled: boolean;
  /** null for a visitor. */
  member: HeaderMember | null;
}

/** Member-centre pages the header opens. */
export type MemberPage = 'depositv2' | 'withdraw' | 'securityCenter' | 'personalHistoryCopy' | 'transactionHistory' | 'messageV2';

export interface HeaderCallbacks {
  onLogo(): void;
  onToggleSideMenu(): void;
  onLobby(): void;
  onMail(): void;
  onLogin(): void;
  onRegister(): void;
  onFreePlay(): void;
  onMemberPage(page: MemberPage): void;
  onAgentCentre(): void;
  /** Opens the contract popup; absent when the member takes no part in contracts. */
  onContracts?(): void;
  onRefreshBalance(): void;
  onToggleBalance(): void;
  onSignOut(): void;
}
