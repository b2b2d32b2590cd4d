/**
 * Content from the back office: a banner drafted in EN and TY, previewed in
 * both languages without any player seeing it, published in one transaction
 * that raises the content version, changes both languages' public answers and
 * appends an audit row; edited, unpublished (kept as a draft); the switches
 * audited the same way. Roles other than content and admin are refused.
 */
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { headers } from '../../../src/services/headers';
import { announcementsSchema } from '../../../src/services/schemas/content';
import { auditLog, contentVersions } from '../../src/db/schema';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { operatorKey } from '../funds/support';
import { callGateway } from '../http';
import { call, newOperator, raw, pathOf, type OperatorBrowser } from './support';

const clocks = movableClocks();
const draft = {
  groupName: 'w_home',
  imageUrl: { EN: '/assets/banners/w_promotion-1.svg', TY: '/assets/banners/w_promotion-1.ty.svg' },
  linkageType: 'ROUTE',
  linkage: '/promotions',
  sort: 9,
};

describeOnBothDatabases(
  'back office content',
  (gateway, kind) => {
    const clock = clocks[kind];
    const version = async () => (await gateway().db.select().from(contentVersions))[0]!.version;
    const homeBanners = async (language: string) => {
      const answer = await callGateway(gateway(), 'announcements', { query: { types: 'B', platform: 'W' }, headers: { [headers.language]: language } });
      return v.parse(announcementsSchema, answer.body.value).banners.filter((banner) => banner.groupName === 'w_home');
    };
    const auditOf = (action: string) => gateway().db.select().from(auditLog).where(eq(auditLog.action, action));
    let editor: OperatorBrowser;

    it('drafts a banner, previews it in EN and TY unseen by players, then publishes it to both languages at once with an audit row', async () => {
      editor = await newOperator(gateway(), clock, 'cora', 'content');
      const support = await newOperator(gateway(), clock, 'sam', 'support');
      for (const refused of [
        await call(gateway(), support, 'createDraft', { kind: 'banners' }, { body: draft }),
        await call(gateway(), support, 'contentList', { kind: 'banners' }),
        await call(gateway(), support, 'setMaintenance', {}, { maintenance: true }),
      ])
        expect(refused.body.errorCode).toBe(errorCodes.backofficeForbidden);
      expect((await raw(gateway(), 'GET', pathOf('contentList', { kind: 'banners' }))).status).toBe(401);

      const bad = await call(gateway(), editor, 'createDraft', { kind: 'banners' }, { body: { ...draft, imageUrl: { EN: 'javascript:alert(1)' } } });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['body.imageUrl.EN', 'body.imageUrl.TY']);
      const unlinked = await call(gateway(), editor, 'createDraft', { kind: 'banners' }, { body: { ...draft, linkage: ' ' } });
      expect(unlinked.body.fields).toEqual({ 'body.linkage': errorCodes.fieldInvalid });

      const made = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'banners' }, { body: draft });
      expect(made.body.success).toBe(true);
      const id = String(made.body.value.id);
      const before = await version();
      const preview = await call<{ languages: Record<string, { draftId: number; banners: { bannerId: number; url: string }[] }> }>(gateway(), editor, 'previewDraft', { id });
      for (const [language, url] of Object.entries(draft.imageUrl)) {
        const shown = preview.body.value.languages[language]!;
        expect(shown.banners.at(-1)).toMatchObject({ bannerId: shown.draftId, url });
        expect(shown.banners.length).toBe((await homeBanners(language)).length + 1);
      }
      // Nothing public moved for the draft or its preview.
      expect(await version()).toBe(before);
      expect((await homeBanners('EN')).some((banner) => banner.url === draft.imageUrl.EN)).toBe(false);

      const published = await call<{ id: number }>(gateway(), editor, 'publishDraft', { id });
      expect(published.body.success).toBe(true);
      expect(await version()).toBeGreaterThan(before);
      expect((await homeBanners('EN')).at(-1)).toMatchObject({ bannerId: published.body.value.id, url: draft.imageUrl.EN, linkageType: 'ROUTE' });
      expect((await homeBanners('TY')).at(-1)).toMatchObject({ bannerId: published.body.value.id, url: draft.imageUrl.TY });
      expect(await auditOf('content.banner.publish')).toEqual([
        expect.objectContaining({ actor: 'cora', role: 'content', subject: `banner:${published.body.value.id}`, before: 'null', after: expect.stringContaining(draft.imageUrl.TY) }),
      ]);
      // A published draft is closed: publishing it again is refused, not repeated.
      expect((await call(gateway(), editor, 'publishDraft', { id })).body.errorCode).toBe(errorCodes.backofficeDraftClosed);
    });

    it('edits a published banner with its before and after audited, unpublishes it into a draft, and an admin flips maintenance', async () => {
      const [mine] = (await homeBanners('EN')).filter((banner) => banner.url === draft.imageUrl.EN);
      const targetId = mine!.bannerId;
      const changed = { ...draft, linkageType: '', linkage: '', imageUrl: { EN: '/assets/banners/w_home-1.svg', TY: '/assets/banners/w_home-1.ty.svg' } };
      const edit = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'banners' }, { targetId, body: changed });
      expect((await call(gateway(), editor, 'updateDraft', { id: String(edit.body.value.id) }, { body: { ...changed, sort: 8 } })).body.success).toBe(true);
      expect((await call(gateway(), editor, 'publishDraft', { id: String(edit.body.value.id) })).body.value).toEqual({ id: targetId });
      const [row] = (await auditOf('content.banner.publish')).filter((entry) => entry.subject === `banner:${targetId}` && entry.before !== 'null');
      expect(JSON.parse(row!.before!)).toMatchObject({ linkage: '/promotions' });
      expect(JSON.parse(row!.after!)).toMatchObject({ linkage: '', sort: 8 });

      const off = await call<{ draftId: number }>(gateway(), editor, 'unpublishContent', { kind: 'banners', id: String(targetId) }, { reason: 'campaign over' });
      expect(off.body.success).toBe(true);
      expect((await homeBanners('TY')).some((banner) => banner.bannerId === targetId)).toBe(false);
      const list = await call<{ drafts: { id: number; body: { sort: number } }[] }>(gateway(), editor, 'contentList', { kind: 'banners' });
      expect(list.body.value.drafts.find((kept) => kept.id === off.body.value.draftId)?.body.sort).toBe(8);
      expect((await call(gateway(), editor, 'unpublishContent', { kind: 'banners', id: String(targetId) }, {})).body.errorCode).toBe(errorCodes.backofficeContentGone);

      const admin = await newOperator(gateway(), clock, 'ada', 'admin');
      expect((await call(gateway(), admin, 'setMaintenance', {}, { maintenance: true, reason: 'upgrade' })).body.success).toBe(true);
      const status = await callGateway<{ maintenance: boolean }>(gateway(), 'status');
      expect(status.body.value).toMatchObject({ maintenance: true });
      expect((await call(gateway(), editor, 'setMaintenance', {}, { maintenance: false })).body.success).toBe(true);
      const switches = await call<{ switches: { modId: string; enabled: boolean }[] }>(gateway(), editor, 'systemSwitches');
      const first = switches.body.value.switches[0]!;
      expect((await call(gateway(), editor, 'setWhitelabelSwitch', { name: first.modId }, { enabled: !first.enabled })).body.value).toEqual({ modId: first.modId, enabled: !first.enabled });
      expect(await gateway().db.select().from(auditLog).where(and(eq(auditLog.action, 'settings.system'), eq(auditLog.actor, 'ada')))).toHaveLength(1);
      expect(await auditOf('settings.switch')).toEqual([expect.objectContaining({ subject: `switch:${first.modId}`, before: JSON.stringify({ enabled: first.enabled }) })]);
      const verified = await call(gateway(), admin, 'auditVerify');
      expect(verified.body.value).toMatchObject({ intact: true });
    });

    it('drafts an after-login popup in EN and TY, previews it on top of its list in both languages, and publishes it', async () => {
      const popup = { type: 'PU', execution: 'A', title: { EN: 'Weekend cashback', TY: 'Cashback sa katapusan ng linggo' }, content: { EN: '<p>Ten percent back.</p>', TY: '<p>Sampung porsiyento pabalik.</p>' } };
      const half = await call(gateway(), editor, 'createDraft', { kind: 'announcements' }, { body: { ...popup, title: { EN: 'Only English' } } });
      expect(half.body.fields).toEqual({ 'body.title.TY': errorCodes.fieldInvalid });
      const made = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'announcements' }, { body: popup });
      const id = String(made.body.value.id);
      const preview = await call<{ languages: Record<string, { draftId: number; notices: { id: number; title: string }[] }> }>(gateway(), editor, 'previewDraft', { id });
      expect(preview.body.value.languages.EN!.notices[0]).toMatchObject({ id: preview.body.value.languages.EN!.draftId, title: popup.title.EN });
      expect(preview.body.value.languages.TY!.notices[0]!.title).toBe(popup.title.TY);
      const published = await call<{ id: number }>(gateway(), editor, 'publishDraft', { id });
      const answer = await callGateway(gateway(), 'announcements', { query: { types: 'PU', platform: 'W', execution: 'A' }, headers: { [headers.language]: 'TY' } });
      const popups = v.parse(announcementsSchema, answer.body.value).popup;
      expect(popups[0]).toMatchObject({ id: published.body.value.id, title: popup.title.TY, content: popup.content.TY, execution: 'A' });
      expect(await auditOf('content.announcement.publish')).toEqual([expect.objectContaining({ subject: `announcement:${published.body.value.id}`, before: 'null' })]);
    });

    it('refuses to publish a draft started before another operator published the same banner, so no change is silently undone', async () => {
      const made = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'banners' }, { body: { ...draft, sort: 20 } });
      const targetId = (await call<{ id: number }>(gateway(), editor, 'publishDraft', { id: String(made.body.value.id) })).body.value.id;
      clock.advance(1_000);
      const colleague = await newOperator(gateway(), clock, 'cleo', 'content');
      const mine = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'banners' }, { targetId, body: { ...draft, sort: 21 } });
      const theirs = await call<{ id: number }>(gateway(), colleague, 'createDraft', { kind: 'banners' }, { targetId, body: { ...draft, sort: 22 } });
      clock.advance(1_000);
      expect((await call(gateway(), colleague, 'publishDraft', { id: String(theirs.body.value.id) })).body.success).toBe(true);
      clock.advance(1_000);
      const refused = await call(gateway(), editor, 'publishDraft', { id: String(mine.body.value.id) });
      expect([refused.status, refused.body.errorCode]).toEqual([409, errorCodes.backofficeContentChanged]);
      const list = await call<{ published: { id: number; sort: number }[] }>(gateway(), editor, 'contentList', { kind: 'banners' });
      expect(list.body.value.published.find((row) => row.id === targetId)?.sort).toBe(22);
      // Started again from the row as it is now, the change goes through.
      const again = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'banners' }, { targetId, body: { ...draft, sort: 21 } });
      expect((await call(gateway(), editor, 'publishDraft', { id: String(again.body.value.id) })).body.success).toBe(true);
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
