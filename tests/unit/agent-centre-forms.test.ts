/**
 * The agent centre's form rules and helpers: a new downline under the
 * gateway's registration rules, a transfer's amounts and their sum against
 * the main balance, the affiliate application, the list filter text, the
 * affiliate link the registration page accepts, and settlement periods.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { affiliateLinkOf } from '../../src/app/agent-centre/affiliate-link';
import { optionalText } from '../../src/app/search';
import { formatSettlementPeriod } from '../../src/components/member-centre/records/settlement-labels';
import { affiliateApplySchema, downlineTransferSchema, legField, registerDownlineSchema, sumOfAmounts, totalText } from '../../src/components/agent-centre/agent-schemas';
import { listFilter } from '../../src/services/agent.actors';
import type { RegisterRules } from '../../src/services/schemas/system';

/** The gateway's default rules of the two fields (server/src/domain/access/register-rules.ts). */
const defaultRegisterRules: RegisterRules = {
  username: { enabled: true, required: true, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternId: 1, minLength: 4, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).+$', patternId: 5, minLength: 6, maxLength: 20 },
};

/** The first message of each field: the one the form shows below it. */
const issuesOf = (schema: v.GenericSchema, value: unknown): Record<string, string> => {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(v.flatten(result.issues).nested ?? {}).map(([path, messages]) => [path, messages![0]]));
};

describe('register a downline', () => {
  const schema = registerDownlineSchema(defaultRegisterRules);
  const good = { accountType: 'member', account: 'newbie01', password: 'Secret12', confirmPassword: 'Secret12', nickname: '' };

  it('accepts an account and password under the registration rules', () => {
    expect(v.safeParse(schema, good).success).toBe(true);
  });

  it('refuses each bad input with the registration form’s own message, below its field', () => {
    const issues = issuesOf(schema, { ...good, account: '1x', password: 'letters', confirmPassword: 'other', nickname: 'n'.repeat(21) });
    expect(issues.account).toMatch(/^reg_pattern_1\|/);
    expect(issues.password).toMatch(/^reg_pattern_5\|/);
    expect(issues.nickname).toBe('agentCentre.registerCenter.nicknameTooLong');
    expect(issuesOf(schema, { ...good, confirmPassword: 'Secret13' }).confirmPassword).toBe('form.password_mismatch');
    expect(issuesOf(schema, { ...good, account: '' }).account).toBe('form.required');
  });
});

describe('transfer to downlines', () => {
  const ids = [7, 12];
  const values = (a: string, b: string, note = '') => ({ amounts: { [legField(7)]: a, [legField(12)]: b }, note });

  it('sums the amounts in cents, ignoring what is not an amount yet', () => {
    expect(sumOfAmounts({ d7: '120.50', d12: '79.25' }, ids)).toBe(19975n);
    expect(totalText({ d7: '0.1', d12: 'abc' }, ids)).toBe('0.10');
    expect(totalText({}, ids)).toBe('0.00');
  });

  it('refuses a bad amount below its own field and a sum above the main balance below the total', () => {
    const schema = downlineTransferSchema(ids, '200.00');
    expect(v.safeParse(schema, values('120.50', '79.50')).success).toBe(true);
    expect(issuesOf(schema, values('150', '60'))).toEqual({ total: 'wallet.insufficient.balance' });
    expect(issuesOf(schema, values('abc', '0'))).toEqual({ 'amounts.d7': 'field.invalid', 'amounts.d12': 'field.invalid' });
    expect(issuesOf(schema, values('', '5'))).toEqual({ 'amounts.d7': 'field.required' });
    expect(issuesOf(schema, values('1', '1', 'x'.repeat(101)))).toEqual({ note: 'agentCentre.downlineManagement.noteTooLong' });
  });

  it('leaves the sum to the gateway while the balance is not known', () => {
    expect(v.safeParse(downlineTransferSchema(ids, null), values('90000', '1')).success).toBe(true);
  });
});

describe('affiliate application', () => {
  it('asks for 10 to 500 characters of intro and 3 to 60 of contact', () => {
    expect(v.safeParse(affiliateApplySchema, { intro: 'I run a community.', contact: '@lead' }).success).toBe(true);
    expect(issuesOf(affiliateApplySchema, { intro: 'short', contact: '' })).toEqual({ intro: 'agentCentre.affiliate.introLength', contact: 'field.required' });
    expect(issuesOf(affiliateApplySchema, { intro: 'x'.repeat(501), contact: 'ab' })).toEqual({ intro: 'agentCentre.affiliate.introLength', contact: 'agentCentre.affiliate.contactLength' });
  });
});

describe('list filter text', () => {
  it('writes the filters sorted, without empty ones, and reads them back', () => {
    const text = listFilter.write({ scope: 'all', account: 'bob smith', category: '' });
    expect(text).toBe('account=bob+smith&scope=all');
    expect(listFilter.read(text)).toEqual({ account: 'bob smith', scope: 'all' });
    expect(listFilter.write({ role: '' })).toBe('');
    expect(listFilter.read('')).toEqual({});
  });
});

describe('affiliate link', () => {
  it('opens the registration page with the code, which its route accepts', () => {
    const link = affiliateLinkOf('https://portal.example/', 'AGT 1&2');
    expect(link).toBe('https://portal.example/register?affiliateCode=AGT%201%262');
    const url = new URL(link);
    expect(url.pathname).toBe('/register');
    expect(optionalText(Object.fromEntries(url.searchParams), 'referralCode', 'affiliateCode')).toEqual({ affiliateCode: 'AGT 1&2' });
  });
});

describe('settlement periods', () => {
  const at = (text: string) => new Date(text).getTime();

  it('reads a five-minute or hourly period as a time range of one day, a daily one as its day', () => {
    expect(formatSettlementPeriod(at('2026-11-24T13:05:00Z'), at('2026-11-24T13:10:00Z'), 'EN')).toMatch(/24 Nov 2026.*13:05.*13:10/);
    expect(formatSettlementPeriod(at('2026-11-24T00:00:00Z'), at('2026-11-25T00:00:00Z'), 'EN')).toBe('24 Nov 2026');
    expect(formatSettlementPeriod(at('2026-11-16T00:00:00Z'), at('2026-12-01T00:00:00Z'), 'EN')).toMatch(/16.*30 Nov 2026/);
  });
});
