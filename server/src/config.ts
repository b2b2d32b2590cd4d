import type { LiveSettings } from './live/hub';

/** Everything the gateway is configured with; only index.ts builds it from the environment. */
export interface GatewayConfig {
  merchant: string;
  /** Forces the system status answer: 0 normal, 1 maintenance, 2 region block. */
  systemStatus?: 0 | 1 | 2;
  /** Production refuses development-only endpoints and test settings. */
  production: boolean;
  /** Lets browser automation pass the human check; refused when production is on. */
  testHumanCheckBypass: boolean;
  /** Built portal to serve with history-mode fallback; none in tests. */
  staticDir?: string;
  /** Origins allowed to call the gateway from a portal hosted elsewhere; they may also frame its pages. */
  corsOrigins: string[];
  /** Game-provider origins the portal may show in its game frame, besides its own (the demo provider). */
  gameFrameOrigins: string[];
  /** /dev/* answers (DEV_ENDPOINTS=1), and then only to callers on this machine without a proxy between (access/dev-guard.ts); never in production. */
  devEndpoints: boolean;
  /** Session lifetime. */
  sessionTtlMs: number;
  /** The brand's weak default password; logging in with it asks for a change. Default in domain/passwords.ts. */
  defaultPassword?: string;
  /** 'local': SMS codes go through the local third-party phone-authentication adapter (phoneAuth.* errors). */
  phoneAuth?: 'local';
  /** How long a game launch address stays usable (2 minutes unless told). */
  launchTokenTtlMs?: number;
  /**
   * Multiplies every rate-limit budget (http/rate-limits.ts); 1 when unset, 0 turns the limits off.
   * Test gateways raise it so suites about something else never meet a limit.
   */
  rateLimitScale?: number;
  /**
   * Reverse proxies in front of the gateway (TRUST_PROXY): 0 reads the caller from the socket and ignores
   * X-Forwarded-*, which anyone can write; n takes the address the n-th proxy from us saw.
   */
  trustedProxies: number;
  /** Bearer key of the operator API (/operator); without one the API is not mounted. */
  operatorKey?: string;
  /** Seals operators' TOTP secrets (OPERATOR_SECRET_KEY); derived from operatorKey when unset (domain/backoffice/sealed-secret.ts). */
  operatorSecretKey?: string;
  /**
   * Difficulty of the slide check's proof of work (PROOF_OF_WORK_MAX_NUMBER): the largest counter a
   * challenge may hide; default in domain/access/proof-of-work.ts. Test gateways set a small one.
   */
  proofOfWorkMaxNumber?: number;
  /**
   * DEMO_PROVIDER_URL: the demo provider runs as its own process there (`npm run provider`); the gateway forwards
   * /provider/demo/* to it and runs none of its jobs. Unset, the provider runs inside the gateway.
   */
  demoProviderUrl?: string;
  /** The live channel's ping interval, coalescing window and streams per member (live/hub.ts defaults); tests shorten them. */
  live?: Partial<LiveSettings>;
}

export const defaultConfig: GatewayConfig = {
  merchant: 'XSP',
  production: false,
  testHumanCheckBypass: false,
  corsOrigins: [],
  gameFrameOrigins: [],
  devEndpoints: false,
  trustedProxies: 0,
  sessionTtlMs: 180 * 60 * 1000,
};

/** "Now" comes from here so tests can move time. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
