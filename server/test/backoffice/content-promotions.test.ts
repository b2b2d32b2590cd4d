/**
 * Promotions from the back office: a new promotion with a claim rule drafted
 * in EN and TY, previewed in both languages while the public answers stay as
 * they were, published in one transaction (row, rule, content version, audit
 * row with before and after) to both languages; a seeded promotion's TY title
 * and terms edited; unpublishing ends the window instead of deleting the row,
 * so a claim made before stays intact while a new claim is refused as closed.
 * Roles other than content and admin, and anonymous callers, are refused.
 */
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { calls, type CallName } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { headers } from '../../../src/services/headers';
import { announcementsSchema } from '../../../src/services/schemas/content';
import { promotionClaimListSchema } from '../../../src/services/schemas/rewards';
import { auditLog, contentVersions, promotionRules, promotions } from '../../src/db/schema';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { operatorKey } from '../funds/support';
import { callGateway, memberWithSession } from '../http';
import { requestId } from '../rewards/support';
import { call, newOperator, raw, pathOf, type OperatorBrowser } from './support';

const clocks = movableClocks();
const rule = {
  rewardType: 'fixed',
  rewardAmount: '50',
  period: 'once',
  requirement: 'none',
  wagering: { multiple: '2', base: 'bonus', weights: {} },
};
const draft = {
  title: { EN: 'Harvest moon bonus', TY: 'Bonus ng buwan ng ani' },
  content: { EN: '<p>Fifty on us.</p>', TY: '<p>Limampu mula sa amin.</p>' },
  image: { EN: '/assets/promotions/1.svg', TY: '/assets/promotions/1.ty.svg' },
  category: 'event',
  sort: 0,
  rule,
};

describeOnBothDatabases(
  'back office promotions',
  (gateway, kind) => {
    const clock = clocks[kind];
    const version = async () => (await gateway().db.select().from(contentVersions))[0]!.version;
    const shown = async (language: string) => {
      const answer = await callGateway(gateway(), 'announcements', {
        query: { types: 'PR', platform: 'W' },
        headers: { [headers.language]: language },
      });
      return v.parse(announcementsSchema, answer.body.value).promotion;
    };
    const member = (name: CallName, token: string, body: Record<string, unknown>) =>
      callGateway(gateway(), name, calls[name].method === 'GET' ? { token, query: body as Record<string, string> } : { token, body });
    const auditOf = (action: string) => gateway().db.select().from(auditLog).where(eq(auditLog.action, action));
    let editor: OperatorBrowser;
    let promotionId: number;

    it('refuses other roles, names bad fields, previews a new promotion in EN and TY unseen, then publishes row, rule and audit at once', async () => {
      editor = await newOperator(gateway(), clock, 'pia', 'content');
      for (const role of ['support', 'finance', 'risk']) {
        const other = await newOperator(gateway(), clock, `${role}-p`, role);
        expect((await call(gateway(), other, 'contentList', { kind: 'promotions' })).body.errorCode).toBe(errorCodes.backofficeForbidden);
        expect((await call(gateway(), other, 'createDraft', { kind: 'promotions' }, { body: draft })).body.errorCode).toBe(errorCodes.backofficeForbidden);
      }
      expect((await raw(gateway(), 'GET', pathOf('contentList', { kind: 'promotions' }))).status).toBe(401);

      const bad = await call(
        gateway(),
        editor,
        'createDraft',
        { kind: 'promotions' },
        {
          body: {
            ...draft,
            title: { EN: 'Only English' },
            category: 'nonsense',
          },
        },
      );
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['body.category', 'body.title.TY']);
      const crossed = await call(
        gateway(),
        editor,
        'createDraft',
        { kind: 'promotions' },
        {
          body: {
            ...draft,
            startsAt: 2000,
            endsAt: 1000,
            rule: {
              ...rule,
              rewardAmount: '0',
              requirement: 'login_days',
              requirementAmount: '1.5',
            },
          },
        },
      );
      // Every cross-field refusal at once, each below its own field.
      expect(crossed.body.fields).toEqual({
        'body.rule.rewardAmount': errorCodes.fieldInvalid,
        'body.rule.requirementAmount': errorCodes.fieldInvalid,
        'body.endsAt': errorCodes.fieldInvalid,
      });
      const window = await call(gateway(), editor, 'createDraft', { kind: 'promotions' }, { body: { ...draft, startsAt: 2000, endsAt: 1000 } });
      expect(window.body.fields).toEqual({
        'body.endsAt': errorCodes.fieldInvalid,
      });

      const made = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'promotions' }, { body: draft });
      const id = String(made.body.value.id);
      const [before, beforeEN, beforeTY] = [await version(), await shown('EN'), await shown('TY')];
      type Preview = {
        draftId: number;
        shownNow: boolean;
        promotions: { id: number; title: string }[];
        detail: {
          title: string;
          content: string;
          announcementImages: { url: string }[];
        };
      };
      const preview = await call<{ languages: Record<string, Preview> }>(gateway(), editor, 'previewDraft', { id });
      for (const language of ['EN', 'TY'] as const) {
        const answer = preview.body.value.languages[language]!;
        expect(answer.shownNow).toBe(true);
        expect(answer.promotions.find((item) => item.id === answer.draftId)?.title).toBe(draft.title[language]);
        expect(answer.detail).toMatchObject({
          title: draft.title[language],
          content: draft.content[language],
          announcementImages: [{ url: draft.image[language] }],
        });
      }
      // The preview moved nothing public.
      expect([await version(), await shown('EN'), await shown('TY')]).toEqual([before, beforeEN, beforeTY]);

      const published = await call<{ id: number }>(gateway(), editor, 'publishDraft', { id });
      promotionId = published.body.value.id;
      expect(await version()).toBeGreaterThan(before);
      expect((await shown('EN')).find((item) => item.id === promotionId)).toMatchObject({
        title: draft.title.EN,
        category: 'event',
        content: draft.content.EN,
      });
      expect((await shown('TY')).find((item) => item.id === promotionId)).toMatchObject({ title: draft.title.TY, content: draft.content.TY });
      const [stored] = await gateway().db.select().from(promotionRules).where(eq(promotionRules.promotionId, promotionId));
      expect(stored).toMatchObject({
        rewardType: 'fixed',
        rewardAmount: '50.00',
        wagering: rule.wagering,
        enabled: true,
      });
      expect(await auditOf('content.promotion.publish')).toEqual([
        expect.objectContaining({
          actor: 'pia',
          role: 'content',
          subject: `promotion:${promotionId}`,
          before: 'null',
          after: expect.stringContaining(draft.title.TY),
        }),
      ]);
    });

    it("edits a seeded promotion's TY title and terms, and unpublishing ends the window: an earlier claim stays, a new one is refused", async () => {
      const list = await call<{
        published: Array<typeof draft & { id: number }>;
      }>(gateway(), editor, 'contentList', { kind: 'promotions' });
      const { id: seededId, ...seeded } = list.body.value.published.find((row) => row.id === 3)!;
      const retitled = {
        ...seeded,
        title: { ...seeded.title, TY: 'Bagong reload araw-araw' },
        content: { ...seeded.content, TY: '<p>Bagong mga tuntunin.</p>' },
      };
      const edit = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'promotions' }, { targetId: seededId, body: retitled });
      expect(
        (
          await call(gateway(), editor, 'publishDraft', {
            id: String(edit.body.value.id),
          })
        ).body.value,
      ).toEqual({ id: 3 });
      expect((await shown('TY')).find((item) => item.id === 3)).toMatchObject({
        title: 'Bagong reload araw-araw',
        content: '<p>Bagong mga tuntunin.</p>',
      });
      expect((await shown('EN')).find((item) => item.id === 3)?.title).toBe(seeded.title.EN);
      const [audited] = (await auditOf('content.promotion.publish')).filter((row) => row.subject === 'promotion:3');
      expect(JSON.parse(audited!.before!).title.TY).toBe(seeded.title.TY);

      const early = await memberWithSession(gateway());
      const claimed = await member('promotionClaim', early.token, {
        requestId: requestId(),
        promotionId,
      });
      expect(claimed.body).toMatchObject({
        success: true,
        value: { claim: { amount: '50.00', status: 'claimed' } },
      });

      const off = await call<{ draftId: number }>(gateway(), editor, 'unpublishContent', { kind: 'promotions', id: String(promotionId) }, { reason: 'harvest over' });
      expect(off.body.success).toBe(true);
      const [row] = await gateway().db.select().from(promotions).where(eq(promotions.id, promotionId));
      expect(row?.endsAt).toBe(clock.now());
      expect((await shown('EN')).some((item) => item.id === promotionId)).toBe(false);
      const kept = await call<{
        drafts: { id: number; targetId: number | null }[];
      }>(gateway(), editor, 'contentList', { kind: 'promotions' });
      expect(kept.body.value.drafts.find((item) => item.id === off.body.value.draftId)?.targetId).toBe(promotionId);

      const late = await memberWithSession(gateway());
      expect(
        (
          await member('promotionClaim', late.token, {
            requestId: requestId(),
            promotionId,
          })
        ).body.errorCode,
      ).toBe(errorCodes.promotionClosed);
      const history = v.parse(
        promotionClaimListSchema,
        (
          await member('promotionClaimList', early.token, {
            pageNo: '1',
            pageSize: '10',
          })
        ).body.value,
      );
      expect(history.list).toEqual([
        expect.objectContaining({
          promotionId,
          title: draft.title.EN,
          amount: '50.00',
          status: 'claimed',
        }),
      ]);
      expect((await call(gateway(), editor, 'unpublishContent', { kind: 'promotions', id: String(promotionId) }, {})).body.errorCode).toBe(errorCodes.backofficeContentGone);

      const admin = await newOperator(gateway(), clock, 'adele', 'admin');
      expect((await call(gateway(), admin, 'auditVerify')).body.value).toMatchObject({ intact: true });
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
