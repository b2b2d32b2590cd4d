/**
 * The back office's calls (src/backoffice), apart from the portal's registry (calls.ts) only so the back office's
 * bundle never imports the portal's start-up chunk; the gateway, its tests and the authorisation matrix read both.
 * They use an operator session cookie and a CSRF header, never a member token.
 */
import type { HttpMethod } from './calls';

/**
 * `stage` says which session a call needs: none, the password step's (a TOTP code is still owed) or a signed-in one;
 * `action` names the row of the permission table (server/src/domain/backoffice/permissions.ts) the gateway checks,
 * null for any signed-in operator.
 */
export interface BackofficeCallDef {
  readonly path: string;
  readonly method: HttpMethod;
  readonly backoffice: true;
  readonly stage: 'anonymous' | 'password' | 'signedIn';
  readonly action: string | null;
}

const bo = (method: HttpMethod, path: string, stage: BackofficeCallDef['stage'], action: string | null = null): BackofficeCallDef => ({
  method,
  path: `/backoffice/api${path}`,
  backoffice: true,
  stage,
  action,
});

export const backofficeCalls = {
  signInPassword: bo('POST', '/session/password', 'anonymous'),
  signInCode: bo('POST', '/session/code', 'password'),
  currentOperator: bo('GET', '/session', 'signedIn'),
  signOut: bo('DELETE', '/session', 'signedIn'),
  depositQueue: bo('GET', '/deposits', 'signedIn', 'deposits.read'),
  claimDeposit: bo('POST', '/deposits/:reference/claim', 'signedIn', 'deposits.decide'),
  releaseDeposit: bo('DELETE', '/deposits/:reference/claim', 'signedIn', 'deposits.decide'),
  decideDeposit: bo('POST', '/deposits/:reference/:verb', 'signedIn', 'deposits.decide'),
  withdrawalQueue: bo('GET', '/withdrawals', 'signedIn', 'withdrawals.read'),
  claimWithdrawal: bo('POST', '/withdrawals/:reference/claim', 'signedIn', 'withdrawals.decide'),
  releaseWithdrawal: bo('DELETE', '/withdrawals/:reference/claim', 'signedIn', 'withdrawals.decide'),
  decideWithdrawal: bo('POST', '/withdrawals/:reference/:verb', 'signedIn', 'withdrawals.decide'),
  memberContext: bo('GET', '/members/:account/context', 'signedIn', 'deposits.read'),
  reviewQueue: bo('GET', '/reviews/:kind', 'signedIn', 'reviews.read'),
  reviewImage: bo('GET', '/reviews/activity/:reference/images/:position', 'signedIn', 'reviews.read'),
  claimReview: bo('POST', '/reviews/:kind/:reference/claim', 'signedIn', 'reviews.decide'),
  releaseReview: bo('DELETE', '/reviews/:kind/:reference/claim', 'signedIn', 'reviews.decide'),
  decideReview: bo('POST', '/reviews/:kind/:reference/:verb', 'signedIn', 'reviews.decide'),
  confirmationQueue: bo('GET', '/confirmations', 'signedIn', 'withdrawals.read'),
  confirmationProof: bo('GET', '/confirmations/:reference/proof', 'signedIn', 'withdrawals.read'),
  claimConfirmation: bo('POST', '/confirmations/:reference/claim', 'signedIn', 'withdrawals.decide'),
  releaseConfirmation: bo('DELETE', '/confirmations/:reference/claim', 'signedIn', 'withdrawals.decide'),
  decideConfirmation: bo('POST', '/confirmations/:reference/:verb', 'signedIn', 'withdrawals.decide'),
  feedbackQueue: bo('GET', '/feedback', 'signedIn', 'feedback.read'),
  claimFeedback: bo('POST', '/feedback/:reference/claim', 'signedIn', 'feedback.reply'),
  releaseFeedback: bo('DELETE', '/feedback/:reference/claim', 'signedIn', 'feedback.reply'),
  decideFeedback: bo('POST', '/feedback/:reference/:verb', 'signedIn', 'feedback.reply'),
  memberSearch: bo('GET', '/members', 'signedIn', 'members.read'),
  memberProfile: bo('GET', '/members/:account', 'signedIn', 'members.read'),
  memberLedger: bo('GET', '/members/:account/ledger', 'signedIn', 'members.read'),
  memberBets: bo('GET', '/members/:account/bets', 'signedIn', 'members.read'),
  memberBonuses: bo('GET', '/members/:account/bonuses', 'signedIn', 'members.read'),
  memberSignIns: bo('GET', '/members/:account/sign-ins', 'signedIn', 'members.read'),
  memberNotes: bo('GET', '/members/:account/notes', 'signedIn', 'members.read'),
  addMemberNote: bo('POST', '/members/:account/notes', 'signedIn', 'members.note'),
  lockMember: bo('POST', '/members/:account/lock', 'signedIn', 'members.lock'),
  unlockMember: bo('POST', '/members/:account/unlock', 'signedIn', 'members.lock'),
  memberBreaks: bo('GET', '/members/:account/breaks', 'signedIn', 'members.read'),
  liftMemberBreaks: bo('POST', '/members/:account/breaks/lift', 'signedIn', 'members.breaks'),
  liftRequests: bo('GET', '/lift-requests', 'signedIn', 'members.breaks'),
  decideMemberLift: bo('POST', '/members/:account/breaks/lift-request/:decision', 'signedIn', 'members.breaks'),
  adjustBalance: bo('POST', '/members/:account/adjustments', 'signedIn', 'members.adjust'),
  adjustmentQueue: bo('GET', '/adjustments', 'signedIn', 'adjustments.approve'),
  decideAdjustment: bo('POST', '/adjustments/:reference/:verb', 'signedIn', 'adjustments.approve'),
  auditSearch: bo('GET', '/audit', 'signedIn', 'audit.read'),
  auditVerify: bo('GET', '/audit/verify', 'signedIn', 'audit.read'),
  operatorList: bo('GET', '/operators', 'signedIn', 'operators.manage'),
  contentList: bo('GET', '/content/:kind', 'signedIn', 'content.edit'),
  createDraft: bo('POST', '/content/:kind/drafts', 'signedIn', 'content.edit'),
  updateDraft: bo('PUT', '/content/drafts/:id', 'signedIn', 'content.edit'),
  discardDraft: bo('DELETE', '/content/drafts/:id', 'signedIn', 'content.edit'),
  previewDraft: bo('GET', '/content/drafts/:id/preview', 'signedIn', 'content.edit'),
  publishDraft: bo('POST', '/content/drafts/:id/publish', 'signedIn', 'content.publish'),
  unpublishContent: bo('POST', '/content/:kind/:id/unpublish', 'signedIn', 'content.publish'),
  systemSwitches: bo('GET', '/settings', 'signedIn', 'content.edit'),
  setMaintenance: bo('PUT', '/settings/system', 'signedIn', 'content.publish'),
  setWhitelabelSwitch: bo('PUT', '/settings/switches/:name', 'signedIn', 'content.publish'),
} as const satisfies Record<string, BackofficeCallDef>;

export type BackofficeCallName = keyof typeof backofficeCalls;
