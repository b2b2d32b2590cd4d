/**
 * What an operator configures: brand, public flags, system state, the
 * whitelabel switch tree and registration field rules. Inserts never
 * overwrite, so an operator's later change survives a restart.
 */
import { sql } from 'drizzle-orm';
import type { Brand, RegisterRule } from '../../../src/services/schemas/system';
import type { Db } from '../db';
import { registerRules, settings, switches } from '../db/schema';

export const settingKeys = {
  brand: 'brand',
  flags: 'flags',
  system: 'system',
  analytics: 'analytics',
  cdn: 'cdn',
} as const;

export const defaultBrand: Brand = {
  name: 'XSP Royal',
  merchantCode: 'XSP',
  platform: 'web',
  device: 'WEB',
  defaultLanguage: 'EN',
  supportedLanguages: ['EN', 'TY'],
  logoUrl: '/assets/brand/logo.svg',
  theme: {
    'color-bg': '#0b0d17',
    'color-surface': '#141829',
    'color-surface-2': '#1c2138',
    'color-border': '#2a3050',
    'color-text': '#eef0fb',
    'color-muted': '#8d93b8',
    'color-primary': '#f6b93b',
    'color-primary-contrast': '#221500',
    'color-accent': '#7b5cff',
    'color-danger': '#ff5470',
    'color-success': '#2fd27f',
  },
  currency: 'VND',
};

export interface PublicFlags {
  loginedToHomePage: boolean;
  inviteFriends: boolean;
  referralEnabled: boolean;
  captchaOnRegister: boolean;
}

export const defaultFlags: PublicFlags = {
  loginedToHomePage: false,
  inviteFriends: true,
  referralEnabled: true,
  captchaOnRegister: false,
};

/** Maintenance and region block as the operator sets them; SYSTEM_STATUS overrides both. */
export interface SystemState {
  maintenance: boolean;
  regionRestriction: boolean;
  maintainTime: { startTime: number; endTime: number } | null;
}

export const defaultSystemState: SystemState = { maintenance: false, regionRestriction: false, maintainTime: null };

interface SwitchSeed {
  modId: string;
  enabled?: boolean;
  children?: SwitchSeed[];
}

/** The ten switches of the spec, nested the way the features depend on each other. */
export const switchTree: SwitchSeed = {
  modId: 'ROOT',
  children: [
    {
      modId: 'DIRECTREG3',
      children: [
        { modId: 'USERNAMEREG3', children: [{ modId: 'REGMOBVERF3' }] },
        { modId: 'MOBILENUMREG3', children: [{ modId: 'MOBILENUMPASSREG3' }] },
      ],
    },
    { modId: 'FREEPLAY3' },
    { modId: 'MOBILEVERCODELOGIN3' },
    { modId: 'CHNGPASSVERIF3' },
    { modId: 'PWDEXPFORCECHANGE3' },
    { modId: 'PTSYS3' },
  ],
};

function flattenSwitches(node: SwitchSeed, parentId: string | null, sort: number): (typeof switches.$inferInsert)[] {
  const own = { modId: node.modId, parentId, enabled: node.enabled ?? true, sort };
  return [own, ...(node.children ?? []).flatMap((child, index) => flattenSwitches(child, node.modId, index))];
}

const rule = (patternId: number, acceptedPattern: string, minLength: number, maxLength: number, enabled = true, required = false): RegisterRule => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

/** Field rules; patternId meanings per the original client (api-facts §6). */
export const defaultRegisterRules: Record<string, RegisterRule> = {
  username: rule(1, '^[A-Za-z][A-Za-z0-9]*$', 4, 16, true, true),
  password: rule(5, '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+$', 6, 20, true, true),
  confirmPassword: rule(5, '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+$', 6, 20, true, true),
  mobileNum: rule(6, '^[0-9]+$', 9, 11, true, true),
  email: rule(3, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 50),
  payeeName: rule(8, '^[A-Za-z ]+$', 2, 50),
  affiliateCode: rule(14, '^[A-Za-z0-9]+$', 4, 20),
  paymentPassword: rule(6, '^[0-9]+$', 6, 6, false),
  qqNum: rule(6, '^[0-9]+$', 5, 12, false),
  recommenderId: rule(14, '^[A-Za-z0-9]+$', 4, 16, false),
  line: rule(9, '^\\S+$', 2, 30, false),
  whatsapp: rule(6, '^[0-9]+$', 7, 15, false),
  zalo: rule(6, '^[0-9]+$', 7, 15, false),
  facebook: rule(9, '^\\S+$', 2, 50, false),
  wechat: rule(9, '^\\S+$', 2, 30, false),
  idNumber: rule(14, '^[A-Za-z0-9]+$', 6, 20, false),
};

export async function seedBrand(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values([
      { key: settingKeys.brand, value: defaultBrand },
      { key: settingKeys.flags, value: defaultFlags },
      { key: settingKeys.system, value: defaultSystemState },
      { key: settingKeys.analytics, value: { gtagId: '' } },
      // '' names no host: answers then use the origin the caller reached the gateway at (domain/asset-hosts.ts).
      { key: settingKeys.cdn, value: { imageCDNs: [''], launchGameCDNs: [''] } },
    ])
    .onConflictDoNothing();
  await db.insert(switches).values(flattenSwitches(switchTree, null, 0)).onConflictDoNothing();
  await db
    .insert(registerRules)
    .values(Object.entries(defaultRegisterRules).map(([field, value]) => ({ field, ...value })))
    .onConflictDoNothing();
}

/** Rows inserted with explicit ids leave the serial behind; move it past them. */
export async function syncSerial(db: Db, table: string): Promise<void> {
  await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`));
}
