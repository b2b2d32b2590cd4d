/** Members: lookups, creation (with a wallet) and the member-info answer. */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { agentTypes, type MemberInfo } from '../../../src/services/schemas/account';
import type { Db } from '../db';
import { members } from '../db/schema';
import type { Member } from '../http/context';
import { hashPassword } from './passwords';
import { maskMobile, type Phone } from './access/phone';
import { openWallet } from './access/wallet-opening';
import { clubOf } from './vip/ranks';

/** Accounts are case-insensitive: stored and looked up in lower case. */
export const normaliseAccount = (account: string): string => account.trim().toLowerCase();

export const isAgentType = (type: number): boolean => (agentTypes as readonly number[]).includes(type);

export async function findMemberByAccount(db: Db, account: string): Promise<Member | null> {
  const rows = await db.select().from(members).where(eq(members.account, normaliseAccount(account))).limit(1);
  return rows[0] ?? null;
}

export async function findMemberByPhone(db: Db, phone: Phone): Promise<Member | null> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobile, phone.mobile)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findMemberById(db: Db, id: number): Promise<Member | null> {
  const rows = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return rows[0] ?? null;
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomCode = (length: number): string => Array.from({ length }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/** Not a scrypt hash, so no password ever verifies against it. */
export const noPassword = '!';

export interface NewMember {
  account: string;
  /** Null: no password at all (trial accounts, mobile sign-ups without one); such accounts never pass a password check. */
  password: string | null;
  /** Already hashed (the seed hashes in parallel); wins over `password`. */
  passwordHash?: string;
  type?: number;
  nickname?: string;
  passwordDefault?: boolean;
  passwordExpiresAt?: number | null;
  phone?: Phone | null;
  /** The phone passed a code, as the security centre's binding requires; `phoneAuthBound` when phone authentication sent it (locks the number). */
  mobileVerified?: boolean;
  phoneAuthBound?: boolean;
  email?: string | null;
  uplineId?: number | null;
  affiliateCode?: string | null;
  referredById?: number | null;
  rankLevel?: number;
  toUpline?: boolean;
  language?: string;
  memberLabels?: { labelName: string; color: string }[];
  profile?: Record<string, string>;
  firstLoginAt?: number | null;
  /** Opening wallet credit, decimal string. */
  openingBalance?: string;
  openingKind?: string;
  now: number;
}

/** Inserts the member and its main wallet in one transaction. Unique-index violations surface as errors. */
export async function createMember(db: Db, input: NewMember): Promise<Member> {
  const passwordHash = input.passwordHash ?? (input.password === null ? noPassword : await hashPassword(input.password));
  const rankLevel = input.rankLevel ?? 1;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        account: normaliseAccount(input.account),
        nickname: input.nickname ?? input.account.trim(),
        type: input.type ?? 0,
        passwordHash,
        passwordDefault: input.passwordDefault ?? false,
        passwordChangedAt: input.now,
        passwordExpiresAt: input.passwordExpiresAt ?? null,
        mobile: input.phone?.mobile ?? null,
        countryDialingCode: input.phone?.countryDialingCode ?? null,
        mobileVerified: Boolean(input.phone && input.mobileVerified),
        phoneAuthBound: Boolean(input.phone && input.phoneAuthBound),
        email: input.email ?? null,
        uplineId: input.uplineId ?? null,
        affiliateCode: input.affiliateCode ?? null,
        referralCode: randomCode(8),
        referredById: input.referredById ?? null,
        toUpline: input.toUpline ?? false,
        rankLevel,
        clubLabel: clubOf(rankLevel).labelName,
        language: input.language ?? 'EN',
        memberLabels: input.memberLabels ?? [],
        profile: input.profile ?? {},
        firstLoginAt: input.firstLoginAt ?? null,
        createdAt: input.now,
      })
      .returning();
    const reference = input.openingKind === 'bonus' ? 'free play credit' : 'opening balance';
    await openWallet(tx, { memberId: member.id, amount: input.openingBalance ?? '0', kind: input.openingKind ?? 'adjustment', reference, now: input.now });
    return member;
  });
}

// The club of a rank level comes from the VIP ladder, so member info and the VIP page agree.
export { clubOf };

export function memberInfoOf(member: Member): MemberInfo {
  const club = clubOf(member.rankLevel);
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.toUpline ? '1' : '0',
    hasUpline: member.uplineId === null ? '0' : '1',
    clubLabel: { labelName: club.labelName, color: club.color, color2: club.color2, rankLevel: member.rankLevel },
    memberLabel: member.memberLabels,
    regDate: member.createdAt,
    mobile: maskMobile(member.mobile),
    language: member.language,
  };
}
