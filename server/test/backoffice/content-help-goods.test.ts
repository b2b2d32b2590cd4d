/**
 * Help topics and points-mall goods from the back office, on both databases:
 * only content and admin operators write them; a draft's preview is the
 * public answer with the draft in place in EN and TY while the public answer
 * stays as it was; publishing changes both languages' answers in one
 * transaction with an audit row. A stock edit published while members redeem
 * keeps every redemption counted and never takes the stock below zero.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { headers } from '../../../src/services/headers';
import { auditLog, contentVersions, pointRedemptions, pointRewards } from '../../src/db/schema';
import { movePoints } from '../../src/domain/points';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { newRequestId, operatorKey, withdrawingMember } from '../funds/support';
import { callGateway } from '../http';
import { call, newOperator, pathOf, raw, type OperatorBrowser } from './support';

const clocks = movableClocks();
const topic = {
  category: 'deposit',
  sort: 40,
  title: { EN: 'Can I deposit at night?', TY: 'Puwede ba akong magdeposito sa gabi?' },
  content: { EN: '<p>Yes, at any hour.</p><script>alert(1)</script>', TY: '<p>Oo, anumang oras.</p>' },
};
const mug = {
  type: 'gift',
  names: { EN: 'Travel mug', TY: 'Tasang pambiyahe' },
  descriptions: { EN: 'Keeps coffee warm.', TY: 'Pinapanatiling mainit ang kape.' },
  units: { EN: 'piece', TY: 'piraso' },
  imageUrl: '/assets/point-mall/mug.svg',
  points: 100,
  stock: 10,
};

describeOnBothDatabases(
  'back office help topics and goods',
  (gateway, kind) => {
    const clock = clocks[kind];
    const version = async () => (await gateway().db.select().from(contentVersions))[0]!.version;
    const help = async (language: string) =>
      (await callGateway<{ id: number; category: string; title: string; content: string }[]>(gateway(), 'helpCenter', { headers: { [headers.language]: language } })).body.value;
    const mall = async (language: string) =>
      (await send<{ list: { id: number; name: string; stock: number }[] }>(gateway(), 'pointRewards', { data: { pageNo: 1, pageSize: 100 }, headers: { [headers.language]: language } })).body.value.list;
    const audited = (action: string) => gateway().db.select().from(auditLog).where(eq(auditLog.action, action));
    let editor: OperatorBrowser;

    it('refuses other roles and visitors, previews a help topic unseen by players, and publishes it in EN and TY with an audit row', async () => {
      editor = await newOperator(gateway(), clock, 'hana', 'content');
      for (const role of ['support', 'finance', 'risk']) {
        const other = await newOperator(gateway(), clock, `${role}h`, role);
        for (const segment of ['help-topics', 'goods']) {
          expect((await call(gateway(), other, 'contentList', { kind: segment })).body.errorCode).toBe(errorCodes.backofficeForbidden);
          expect((await call(gateway(), other, 'createDraft', { kind: segment }, { body: segment === 'goods' ? mug : topic })).body.errorCode).toBe(errorCodes.backofficeForbidden);
        }
      }
      expect((await raw(gateway(), 'GET', pathOf('contentList', { kind: 'help-topics' }))).status).toBe(401);

      const half = await call(gateway(), editor, 'createDraft', { kind: 'help-topics' }, { body: { ...topic, title: { EN: 'Only English', TY: ' ' } } });
      expect(half.body.fields).toEqual({ 'body.title.TY': errorCodes.fieldInvalid });
      const list = await call<{ published: { id: number; category: string; sort: number }[] }>(gateway(), editor, 'contentList', { kind: 'help-topics' });
      const seeded = list.body.value.published[0]!;
      const clash = await call(gateway(), editor, 'createDraft', { kind: 'help-topics' }, { body: { ...topic, category: seeded.category, sort: seeded.sort } });
      expect(clash.body.fields).toEqual({ 'body.sort': errorCodes.backofficeHelpTopicTaken });

      const made = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'help-topics' }, { body: topic });
      const id = String(made.body.value.id);
      const before = { version: await version(), EN: await help('EN'), TY: await help('TY') };
      const preview = await call<{ languages: Record<string, { draftId: number; topics: { id: number; title: string; content: string }[] }> }>(gateway(), editor, 'previewDraft', { id });
      for (const language of ['EN', 'TY'] as const) {
        const shown = preview.body.value.languages[language]!;
        expect(shown.topics.length).toBe(before[language].length + 1);
        expect(shown.topics.find((one) => one.id === shown.draftId)).toMatchObject({ title: topic.title[language], content: topic.content[language] });
        expect(await help(language)).toEqual(before[language]);
      }
      expect(await version()).toBe(before.version);

      const published = await call<{ id: number }>(gateway(), editor, 'publishDraft', { id });
      expect(published.body.success).toBe(true);
      expect(await version()).toBeGreaterThan(before.version);
      for (const language of ['EN', 'TY'] as const) expect((await help(language)).find((one) => one.title === topic.title[language])).toMatchObject({ category: 'deposit', content: topic.content[language] });
      expect(await audited('content.helpTopic.publish')).toEqual([expect.objectContaining({ actor: 'hana', role: 'content', subject: `helpTopic:${published.body.value.id}`, before: 'null' })]);

      // An edit moves both languages' rows together and keeps the topic's id.
      const edit = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'help-topics' }, { targetId: published.body.value.id, body: { ...topic, title: { ...topic.title, TY: 'Sa gabi, puwede ba?' } } });
      expect((await call(gateway(), editor, 'publishDraft', { id: String(edit.body.value.id) })).body.value).toEqual({ id: published.body.value.id });
      expect((await help('TY')).filter((one) => one.title.startsWith('Sa gabi') || one.title === topic.title.TY).map((one) => one.title)).toEqual(['Sa gabi, puwede ba?']);
      expect((await help('EN')).filter((one) => one.title === topic.title.EN)).toHaveLength(1);
    });

    it('publishes new goods to the mall in EN and TY, and a lower stock published while members redeem loses no redemption', async () => {
      const bad = await call(gateway(), editor, 'createDraft', { kind: 'goods' }, { body: { ...mug, points: 0, stock: -1, names: { EN: 'Mug' } } });
      expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['body.names.TY', 'body.points', 'body.stock']);
      const made = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'goods' }, { body: mug });
      const preview = await call<{ languages: Record<string, { draftId: number; goods: { id: number; name: string }[] }> }>(gateway(), editor, 'previewDraft', { id: String(made.body.value.id) });
      expect(preview.body.value.languages.TY!.goods.find((item) => item.id === preview.body.value.languages.TY!.draftId)?.name).toBe(mug.names.TY);
      expect((await mall('EN')).some((item) => item.name === mug.names.EN)).toBe(false);
      const published = await call<{ id: number }>(gateway(), editor, 'publishDraft', { id: String(made.body.value.id) });
      const goodsId = published.body.value.id;
      expect((await mall('EN')).find((item) => item.id === goodsId)).toMatchObject({ name: mug.names.EN, stock: 10 });
      expect((await mall('TY')).find((item) => item.id === goodsId)).toMatchObject({ name: mug.names.TY, stock: 10 });

      const member = await withdrawingMember(gateway());
      await movePoints(gateway().db, { memberId: member.id, amount: 5000, kind: 'adjustment', idempotencyKey: `content-goods:${member.id}`, now: clock.now() });
      const redeem = () => send(gateway(), 'pointRedeem', { token: member.token, data: { requestId: newRequestId(), rewardId: goodsId, quantity: 1, paymentPassword: member.paymentPassword } });
      const stockNow = async () => (await gateway().db.select().from(pointRewards).where(eq(pointRewards.id, goodsId)))[0]!.stock;
      const setStock = async (stock: number) => {
        const seen = await stockNow();
        const draft = await call<{ id: number }>(gateway(), editor, 'createDraft', { kind: 'goods' }, { targetId: goodsId, body: { ...mug, stock, stockSeen: seen } });
        return () => call(gateway(), editor, 'publishDraft', { id: String(draft.body.value.id) });
      };

      // Redemptions between the draft and its publish stay counted: 10 seen, 6 wanted, 2 taken meanwhile → 4.
      const toSix = await setStock(6);
      for (const answer of [await redeem(), await redeem(), await toSix()]) expect(answer.body.success).toBe(true);
      expect(await stockNow()).toBe(4);
      // Lowering by more than is left stops at zero: 4 seen, 1 wanted, 2 taken meanwhile → 0, not -1.
      const toOne = await setStock(1);
      for (const answer of [await redeem(), await redeem(), await toOne()]) expect(answer.body.success).toBe(true);
      expect(await stockNow()).toBe(0);

      // Published while three redemptions run: whichever commits first, all three fit in 3 and none is written over.
      expect((await (await setStock(10))()).body.success).toBe(true);
      const toThree = await setStock(3);
      const answers = await Promise.all([redeem(), toThree(), redeem(), redeem()]);
      expect(answers.map((answer) => answer.body.errorCode ?? 'ok')).toEqual(['ok', 'ok', 'ok', 'ok']);
      expect(await stockNow()).toBe(0);
      expect(await gateway().db.select().from(pointRedemptions).where(eq(pointRedemptions.rewardId, goodsId))).toHaveLength(7);
      expect((await redeem()).body.errorCode).toBe(errorCodes.rewardOutOfStock);

      const off = await call(gateway(), editor, 'unpublishContent', { kind: 'goods', id: String(goodsId) }, { reason: 'sold out' });
      expect(off.body.success).toBe(true);
      expect((await mall('TY')).some((item) => item.id === goodsId)).toBe(false);
      expect((await audited('content.goods.publish')).length).toBe(5);
      const admin = await newOperator(gateway(), clock, 'adel', 'admin');
      expect((await call(gateway(), admin, 'contentList', { kind: 'goods' })).body.success).toBe(true);
      expect((await call(gateway(), admin, 'auditVerify')).body.value).toMatchObject({ intact: true });
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
