/** System calls over real HTTP, on PGlite and PostgreSQL. */
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptCustomerServiceLink } from '../../src/services/crypto/cs-link';
import { countryCodesSchema, customerServiceLinkSchema, domainRouteSchema, helpCenterSchema, registerRulesSchema, statusSchema, switchNodeSchema, type SwitchNode } from '../../src/services/schemas/system';
import { domainRoutes, settings } from '../src/db/schema';
import { describeOnBothDatabases } from './databases';
import { startTestGateway, type TestGateway } from './harness';
import { callGateway } from './http';

const specSwitches = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
  'PTSYS3',
];

const flatten = (node: SwitchNode): Record<string, boolean> =>
  Object.assign({ [node.modId]: node.enabled === '1' }, ...node.childrenNodes.map(flatten));

describeOnBothDatabases('system calls', (gateway) => {
  it('answers the status call in the shape the portal validates', async () => {
    const answer = await callGateway(gateway(), 'status', { query: { host: 'localhost' }, headers: { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' } });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const status = v.parse(statusSchema, answer.body.value);
    expect(status.maintenance).toBe(false);
    expect(status.regionRestriction).toBe(false);
    // The test gateway trusts one proxy: the address it appended is the caller; the entry before it is whatever the caller wrote.
    expect(status.location.ip).toBe('10.0.0.1');
    expect(status.maintainTime).toBeNull();
    expect(status.info.brand).toMatchObject({ merchantCode: 'XSP', platform: 'web', device: 'WEB', defaultLanguage: 'EN', supportedLanguages: ['EN', 'TY'], currency: 'VND' });
    expect(status.info.mainDomain).toBe(gateway().url);
    expect(status.info.resources.map((resource) => resource.resourceType)).toEqual(['ANDROID', 'IOS', 'TELEGRAM1', 'TELEGRAM2', 'FACEBOOK']);
    expect(status.info.resources[0].url).toBe(`${gateway().url}/downloads/xsp-royal.apk`);
  });

  it('builds links from the public origin a reverse proxy names', async () => {
    const answer = await callGateway(gateway(), 'status', { headers: { 'X-Forwarded-Host': 'portal.example.com', 'X-Forwarded-Proto': 'https' } });
    const status = v.parse(statusSchema, answer.body.value);
    expect(status.info.mainDomain).toBe('https://portal.example.com');
    expect(decryptCustomerServiceLink(status.info.customerService[0].path)).toMatch(/^https:\/\/portal\.example\.com\/chat\//);
  });

  it('reports the maintenance window the operator stored', async () => {
    const maintainTime = { startTime: Date.UTC(2026, 10, 23, 1), endTime: Date.UTC(2026, 10, 23, 3) };
    await gateway().db.update(settings).set({ value: { maintenance: true, regionRestriction: false, maintainTime } }).where(eq(settings.key, 'system'));
    try {
      const status = v.parse(statusSchema, (await callGateway(gateway(), 'status')).body.value);
      expect(status.maintenance).toBe(true);
      expect(status.maintainTime).toEqual(maintainTime);
    } finally {
      await gateway().db.update(settings).set({ value: { maintenance: false, regionRestriction: false, maintainTime: null } }).where(eq(settings.key, 'system'));
    }
  });

  it('takes the caller address from the socket without a proxy header', async () => {
    const status = v.parse(statusSchema, (await callGateway(gateway(), 'status')).body.value);
    expect(status.location.ip).toBe('127.0.0.1');
  });

  it('sends customer-service links encrypted, opening the chat page of this gateway', async () => {
    const status = v.parse(statusSchema, (await callGateway(gateway(), 'status')).body.value);
    expect(status.info.customerService.map((entry) => entry.csType).sort()).toEqual(['LIVECHAT', 'VIP']);
    for (const entry of status.info.customerService) {
      expect(entry.path).not.toContain('/chat/');
      const url = decryptCustomerServiceLink(entry.path);
      expect(url).toBe(`${gateway().url}/chat/${entry.csType}`);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('#6142bf');
    }
  });

  it('answers the customer-service script call with pathList type 3', async () => {
    const answer = v.parse(customerServiceLinkSchema, (await callGateway(gateway(), 'customerServiceLink', { query: { csType: 'VIP' } })).body.value);
    expect(answer.csType).toBe('VIP');
    const [link] = answer.version.pathList;
    expect(link.type).toBe(3);
    expect(decryptCustomerServiceLink(link.path)).toBe(`${gateway().url}/chat/VIP`);
  });

  it('serves the whitelabel tree with the ten switches of the spec, all on', async () => {
    const answer = await callGateway(gateway(), 'whitelabel');
    const switches = flatten(v.parse(switchNodeSchema, answer.body.value));
    for (const modId of specSwitches) expect(switches[modId], modId).toBe(true);
  });

  it('serves register rules with pattern ids', async () => {
    const rules = v.parse(registerRulesSchema, (await callGateway(gateway(), 'registerSettings')).body.value);
    expect(rules.username).toMatchObject({ enabled: true, required: true, patternId: 1 });
    expect(rules.email.patternId).toBe(3);
    expect(rules.mobileNum.patternId).toBe(6);
    expect(new RegExp(rules.username.acceptedPattern).test('player01')).toBe(true);
    expect(new RegExp(rules.password.acceptedPattern).test('onlyletters')).toBe(false);
  });

  it('lists speed-test domains players can reach: this gateway, no host that never resolves', async () => {
    const listed = async () =>
      v.parse(domainRouteSchema, (await callGateway(gateway(), 'domainRoute', { query: { device: '0' } })).body.value).domainList.map((entry) => entry.domainName);
    const names = await listed();
    expect(names).toEqual([gateway().url, gateway().url.replace('127.0.0.1', 'localhost')]);
    // A database seeded before may still hold a mirror under the reserved .invalid domain: it is not served.
    await gateway().db.insert(domainRoutes).values([{ domainName: 'https://mirror-1.xsp-royal.invalid' }, { domainName: 'mirror-2.xsp-royal.INVALID:8443' }]);
    try {
      expect(await listed()).toEqual(names);
    } finally {
      await gateway().db.delete(domainRoutes).where(inArray(domainRoutes.domainName, ['https://mirror-1.xsp-royal.invalid', 'mirror-2.xsp-royal.INVALID:8443']));
    }
    const ping = await fetch(`${gateway().url}/common/v.1.0.1/ping.json?speed=0.5`);
    expect(ping.headers.get('access-control-allow-origin')).toBe('*');
    expect((await ping.json()).success).toBe(true);
  });

  it('answers help topics in the asked language, falling back to English', async () => {
    const tagalog = v.parse(helpCenterSchema, (await callGateway(gateway(), 'helpCenter', { query: { lang: 'TY', device: 'WEB' } })).body.value);
    const english = v.parse(helpCenterSchema, (await callGateway(gateway(), 'helpCenter', { query: { lang: 'EN', device: 'WEB' } })).body.value);
    const unknown = v.parse(helpCenterSchema, (await callGateway(gateway(), 'helpCenter', { query: { lang: 'KO' } })).body.value);
    expect(tagalog.length).toBeGreaterThan(0);
    expect(tagalog.length).toBe(english.length);
    expect(tagalog[0].title).not.toBe(english[0].title);
    expect(unknown).toEqual(english);
  });

  it('lists country dialing codes', async () => {
    const { countries } = v.parse(countryCodesSchema, (await callGateway(gateway(), 'countryCodes')).body.value);
    expect(countries).toContainEqual({ code: 'PH', name: 'Philippines', dialingCode: '+63' });
  });

  it('serves the RSA modulus as uncached plain text', async () => {
    const response = await fetch(`${gateway().url}/wps/session/key/rsa?t=${Date.now()}`, { headers: { Merchant: 'XSP', 'Cache-Control': 'no-cache' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toContain('no-cache');
    expect(await response.text()).toMatch(/^[0-9a-f]{256,}$/);
  });
});

describe.each([
  [0, false, false],
  [1, true, false],
  [2, false, true],
] as const)('SYSTEM_STATUS=%i', (systemStatus, maintenance, regionRestriction) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ config: { systemStatus }, clock: { now: () => Date.UTC(2026, 10, 22, 10, 15) } });
    // The operator's stored state says both; the override must win over it.
    await gateway.db
      .update(settings)
      .set({ value: { maintenance: true, regionRestriction: true, maintainTime: null } })
      .where(eq(settings.key, 'system'));
  });
  afterAll(() => gateway.close());

  it(`answers maintenance ${maintenance}, region block ${regionRestriction}`, async () => {
    const status = v.parse(statusSchema, (await callGateway(gateway, 'status')).body.value);
    expect(status.maintenance).toBe(maintenance);
    expect(status.regionRestriction).toBe(regionRestriction);
    if (maintenance) expect(status.maintainTime).toEqual({ startTime: Date.UTC(2026, 10, 22, 10), endTime: Date.UTC(2026, 10, 22, 12) });
    else expect(status.maintainTime).toBeNull();
  });
});
