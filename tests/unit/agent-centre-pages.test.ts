/**
 * The agent centre's pages and menu: every page has its file, a label and
 * an icon in both languages; the four settlement records pages show only
 * when their consolidated info flag is 1; transfer to upline shows only for
 * an agent with an upline; `?ac=` keeps page-shaped names only.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ty from '../../locales/ty.json';
import { agentCentrePages, agentMenuGroups, agentPageFileOf, isPageEnabled, memberPageLinks, settlementKindOf, settlementPageOf } from '../../src/app/agent-centre/agent-pages';
import { validateAgentSearch } from '../../src/app/agent-centre/agent-search';
import { agentPageIcons } from '../../src/components/agent-centre/agent-page-icons';
import { contractKinds, infoFlagOf, type Consolidated } from '../../src/services/schemas/contracts';

const off: Consolidated = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0, contractmrdailysalinfotype: 0, contracthoursalinfo: 0, dailysalinfotype: 0, divtypeinfo: 0 };
const shown = (flags: Consolidated | null, hasUpline = false) => agentMenuGroups({ flags, hasUpline }).flatMap((group) => group.pages);

describe('agent centre pages', () => {
  it('has a page file, an icon and an EN and TY label for every page and menu link', () => {
    for (const page of agentCentrePages) expect(existsSync(join('src/app/agent-centre', agentPageFileOf(page))), page).toBe(true);
    for (const entry of [...agentCentrePages, ...memberPageLinks]) {
      expect(agentPageIcons[entry], entry).toBeTruthy();
      expect(en.agentCentre.menu[entry], entry).toBeTruthy();
      expect(ty.agentCentre.menu[entry], entry).toBeTruthy();
    }
    for (const group of agentMenuGroups({ flags: null, hasUpline: true })) {
      expect(en.agentCentre.groups[group.key]).toBeTruthy();
      expect(ty.agentCentre.groups[group.key]).toBeTruthy();
    }
  });

  it('maps each contract kind to its records page and back', () => {
    for (const kind of contractKinds) expect(settlementKindOf(settlementPageOf[kind])).toBe(kind);
    expect(settlementKindOf('downlineManagement')).toBeNull();
  });

  it('shows a records page only when its info flag is 1 (api-facts §7.5)', () => {
    expect(shown(off)).not.toContain('dailyWages');
    expect(agentMenuGroups({ flags: off, hasUpline: false }).map((group) => group.key)).toEqual(['overview', 'team', 'reports']);
    expect(shown({ ...off, divtypeinfo: 1 })).toContain('dividendRecord');
    expect(shown({ ...off, dailysalinfotype: 1 })).toEqual(expect.arrayContaining(['dailyWages']));
    expect(shown({ ...off, contracthoursalinfo: 1 })).toContain('hourlySalary');
    expect(shown({ ...off, contractmrdailysalinfotype: 1 })).toContain('realTimeSalary');
    for (const kind of contractKinds) {
      const flags = { ...off, [infoFlagOf[kind]]: 1 };
      expect(shown(flags).filter((page) => settlementKindOf(page as never) !== null)).toEqual([settlementPageOf[kind]]);
    }
    // Offer flags open the contract popup; they do not show records pages.
    expect(shown({ ...off, dailysalreqtype: 1, divtypereq: 1 })).not.toContain('dailyWages');
  });

  it('counts unknown flags (loading, failed) as off, and never hides the other pages', () => {
    expect(isPageEnabled('dailyWages', null)).toBe(false);
    expect(isPageEnabled('agentTeamOverview', null)).toBe(true);
    expect(shown(null)).toEqual(['agentTeamOverview', 'announcement', 'registerCenter', 'downlineManagement', 'teamBetting', 'userLoss', 'accountDetails', 'myIncome', 'creditReport']);
  });

  it('links transfer to upline only for an agent who has an upline', () => {
    expect(shown(off, false)).not.toContain('transferUpline');
    expect(shown(off, true)).toContain('transferUpline');
  });

  it('keeps `?ac=` only when it is shaped like a page name', () => {
    expect(validateAgentSearch({ ac: 'dailyWages' })).toEqual({ ac: 'dailyWages' });
    expect(validateAgentSearch({ ac: 'nope' })).toEqual({ ac: 'nope' });
    expect(validateAgentSearch({ ac: '../x' })).toEqual({});
    expect(validateAgentSearch({ ac: 3 })).toEqual({});
    expect(validateAgentSearch({})).toEqual({});
  });
});
