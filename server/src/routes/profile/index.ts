/** The security centre (profile, bindings) and the referral page. */
import { calls } from '../../../../src/services/calls';
import {
  bindEmailCodeInputSchema,
  bindEmailInputSchema,
  bindMobileCodeInputSchema,
  bindMobileInputSchema,
  profileUpdateInputSchema,
} from '../../../../src/services/schemas/profile';
import { bindEmail, sendEmailBindCode } from '../../domain/profile/email-binding';
import { bindMobile, sendMobileBindCode } from '../../domain/profile/mobile-binding';
import { updateProfile } from '../../domain/profile/profile-update';
import { referralInfo } from '../../domain/profile/referral';
import { securityConfig } from '../../domain/profile/security-config';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import type { Member } from '../../http/context';
import { requestPlace } from '../system/request-place';

/** Token routes run only after the router found the member; this narrows the type. */
const the = (member: Member | null): Member => member as Member;

export const profileRoutes: CallRoute<any>[] = [
  defineRoute({ call: calls.securityConfig, input: noInput, handle: ({ member, deps }) => securityConfig(deps.db, the(member).id) }),
  defineRoute({ call: calls.profileUpdate, input: profileUpdateInputSchema, handle: ({ input, member, deps }) => updateProfile(deps, the(member), input) }),
  defineRoute({ call: calls.bindEmailCode, input: bindEmailCodeInputSchema, handle: ({ input, member, deps }) => sendEmailBindCode(deps, the(member), input) }),
  defineRoute({ call: calls.bindEmail, input: bindEmailInputSchema, handle: ({ input, member, deps }) => bindEmail(deps, the(member), input) }),
  defineRoute({ call: calls.bindMobileCode, input: bindMobileCodeInputSchema, handle: ({ input, member, deps }) => sendMobileBindCode(deps, the(member), input) }),
  defineRoute({ call: calls.bindMobile, input: bindMobileInputSchema, handle: ({ input, member, deps }) => bindMobile(deps, the(member), input) }),
  defineRoute({ call: calls.referralInfo, input: noInput, handle: ({ member, deps, c }) => referralInfo(deps.db, the(member).id, requestPlace(c).origin) }),
];
