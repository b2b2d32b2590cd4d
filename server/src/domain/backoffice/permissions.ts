/**
 * Who may do what in the back office: every operator route names one action
 * of this table and the gateway refuses a role the action does not list
 * (routes/backoffice/guard.ts). The browser reads the same table to build its
 * menu, but it decides nothing: a hidden button is a courtesy, the 403 is the rule.
 */
export const roles = ['support', 'finance', 'content', 'risk', 'admin'] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (roles as readonly string[]).includes(value);

export const permissions = {
  /** Read the deposit queue and a queued member's context. */
  'deposits.read': ['support', 'finance', 'risk', 'admin'],
  /** Claim, approve or reject a deposit: money moves. */
  'deposits.decide': ['finance', 'admin'],
  'withdrawals.read': ['support', 'finance', 'risk', 'admin'],
  /** Claim, pay or reject a withdrawal. */
  'withdrawals.decide': ['finance', 'admin'],
  /** Read the review queues: points-mall redemptions, activity applications with their images, affiliate applications. */
  'reviews.read': ['support', 'finance', 'risk', 'admin'],
  /** Claim, approve or reject a review item: an activity's bonus and a redemption's refund move money. */
  'reviews.decide': ['finance', 'admin'],
  /** Read the members' and visitors' feedback queue. */
  'feedback.read': ['support', 'risk', 'admin'],
  /** Claim a feedback, answer it in the member's inbox or close it. */
  'feedback.reply': ['support', 'admin'],
  /** Find members and read their whole picture: profile, wallets, ledger, bets, bonuses, protection, sign-ins, agent tree, notes. */
  'members.read': ['support', 'finance', 'risk', 'admin'],
  /** Write a note on a member. */
  'members.note': ['support', 'finance', 'risk', 'admin'],
  /** Lock an account (its sessions end, no sign-in opens one) and unlock it. */
  'members.lock': ['support', 'risk', 'admin'],
  /** Lift a member's time-out or self-exclusion early, with a reason: they may play again at once. */
  'members.breaks': ['risk', 'admin'],
  /** Credit or debit a member by hand, with a reason; above the role's limit it waits for a second operator. */
  'members.adjust': ['finance', 'admin'],
  /** Approve or reject another operator's pending adjustment. */
  'adjustments.approve': ['finance', 'admin'],
  /** Search the audit log and see whether its chain holds. */
  'audit.read': ['risk', 'admin'],
  /** Create, list and disable operators; create and revoke keys. */
  'operators.manage': ['admin'],
  /** Read public content (banners, announcements, switches) and its drafts; write drafts and preview them. */
  'content.edit': ['content', 'admin'],
  /** Publish or unpublish content and flip maintenance and whitelabel switches: players see it at once. */
  'content.publish': ['content', 'admin'],
  /** Everything else the bearer-key API does (jobs, settings, providers, other queues until they get their own actions). */
  'operator-api.other': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof permissions;

export const actions = Object.keys(permissions) as Action[];

export const may = (role: Role, action: Action): boolean => (permissions[action] as readonly Role[]).includes(role);

/** The actions a role may take, for the browser's menu. */
export const actionsOf = (role: Role): Action[] => actions.filter((action) => may(role, action));
