/**
 * Application images, checked again on the gateway whatever the portal did:
 * the declared type must be what the first bytes say and the image must hold
 * together (a png's chunks from IHDR to a final IEND, a jpg from SOI to
 * EOI), with no markup inside; size, count and comment limits answer their
 * own codes. Names are never taken. Images are served back to the member
 * who applied (404 to anyone else) and to operators.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { promotionClaimAnswerSchema, promotionClaimImageSchema } from '../../../src/services/schemas/rewards';
import { promotionClaims } from '../../src/db/schema';
import type { GatewayEnv } from '../../src/http/context';
import { envelopeFor } from '../../src/http/respond';
import { rewardOperatorRoutes } from '../../src/routes/rewards/operator';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';
import { dataUrl, fakes, jpegBytes, pngBytes } from './images';
import { answerOf, fixedClock, requestId } from './support';

const reviewed = 5;
const png = dataUrl('image/png', pngBytes());
const jpeg = dataUrl('image/jpeg', jpegBytes());

describeOnBothDatabases(
  'application images',
  (gateway) => {
    const apply = async (token: string, body: Record<string, unknown>) =>
      callGateway(gateway(), 'promotionClaim', { token, body: { requestId: requestId(), promotionId: reviewed, ...body } });
    const refusalOf = async (images: string[], comment = '') => {
      const { token } = await memberWithSession(gateway());
      const answer = await apply(token, { images, comment });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400);
      return { code: answer.body.errorCode, fields: (answer.body as { fields?: Record<string, string> }).fields };
    };
    const typeRefusal = (index: number) => ({ code: errorCodes.applicationImageType, fields: { [`images.${index}`]: errorCodes.applicationImageType } });

    it('takes a real png and a real jpg with a comment', async () => {
      const { token } = await memberWithSession(gateway());
      const applied = await answerOf(gateway(), 'promotionClaim', promotionClaimAnswerSchema, {
        token,
        body: { requestId: requestId(), promotionId: reviewed, comment: 'x'.repeat(140), images: [png, jpeg] },
      });
      expect(applied.claim).toMatchObject({ status: 'applying', imageCount: 2 });
    });

    it('refuses a page named png, a jpg declared as png, and a png declared as jpg', async () => {
      expect(await refusalOf([dataUrl('image/png', fakes.htmlNamedPng)])).toEqual(typeRefusal(0));
      expect(await refusalOf([png, dataUrl('image/png', jpegBytes())])).toEqual(typeRefusal(1));
      expect(await refusalOf([dataUrl('image/jpeg', pngBytes())])).toEqual(typeRefusal(0));
    });

    it('refuses polyglots: a png header then a script, a jpg with a page after its end, a png hiding a script chunk', async () => {
      expect(await refusalOf([dataUrl('image/png', fakes.pngThenScript)])).toEqual(typeRefusal(0));
      expect(await refusalOf([jpeg, dataUrl('image/jpeg', fakes.jpegThenHtml)])).toEqual(typeRefusal(1));
      expect(await refusalOf([dataUrl('image/png', fakes.pngWithScriptChunk)])).toEqual(typeRefusal(0));
    });

    it('refuses an image that does not decode: a png signature and header with nothing after', async () => {
      expect(await refusalOf([dataUrl('image/png', fakes.headerOnlyPng)])).toEqual(typeRefusal(0));
    });

    it('refuses a real png of 5 MB and one byte, takes one of exactly 5 MB', async () => {
      const limit = 5 * 1024 * 1024;
      const over = await refusalOf([dataUrl('image/png', pngBytes({ totalBytes: limit + 1 }))]);
      expect(over).toEqual({ code: errorCodes.badRequest, fields: { 'images.0': errorCodes.applicationImageSize } });
      const { token } = await memberWithSession(gateway());
      expect((await apply(token, { images: [dataUrl('image/png', pngBytes({ totalBytes: limit }))] })).status).toBe(200);
    });

    it('refuses a gif, four images and a comment of 141 characters with their codes', async () => {
      expect(await refusalOf(['data:image/gif;base64,R0lGODlhAQABAAAAACw='])).toEqual({ code: errorCodes.badRequest, fields: { 'images.0': errorCodes.applicationImageType } });
      expect(await refusalOf([png, png, jpeg, png])).toEqual({ code: errorCodes.badRequest, fields: { images: errorCodes.applicationImageCount } });
      expect(await refusalOf([png], 'x'.repeat(141))).toEqual({ code: errorCodes.badRequest, fields: { comment: errorCodes.applicationCommentLong } });
    });

    it('never takes a file name: a path sent along is dropped and images are addressed by claim and position', async () => {
      const { token } = await memberWithSession(gateway());
      const answer = await apply(token, { images: [png], names: ['../../etc/passwd.png'], fileName: '../../etc/passwd.png' });
      expect(answer.status).toBe(200);
      const { claim } = (answer.body as { value: { claim: { id: number } } }).value;
      const [row] = await gateway().db.select().from(promotionClaims).where(eq(promotionClaims.id, claim.id));
      expect(row.images).toEqual([png]);
      expect(JSON.stringify(row)).not.toContain('passwd');
      const query = (position: string, claimId = String(claim.id)) => callGateway(gateway(), 'promotionClaimImage', { token, query: { claimId, position } });
      expect((await query('1')).status).toBe(200);
      for (const bad of ['../../etc/passwd.png', '0', '4']) expect((await query(bad)).status, bad).toBe(400);
      expect((await query('1', '../../etc/passwd')).status).toBe(400);
    });

    it('serves an image to the member who applied and to operators, a 404 to another member', async () => {
      const owner = await memberWithSession(gateway());
      const other = await memberWithSession(gateway());
      const applied = await answerOf(gateway(), 'promotionClaim', promotionClaimAnswerSchema, {
        token: owner.token,
        body: { requestId: requestId(), promotionId: reviewed, images: [png, jpeg] },
      });
      const query = { claimId: String(applied.claim.id), position: '2' };
      const mine = await answerOf(gateway(), 'promotionClaimImage', promotionClaimImageSchema, { token: owner.token, query });
      expect(mine).toEqual({ claimId: applied.claim.id, position: 2, image: jpeg });
      for (const [token, position] of [
        [other.token, '1'],
        [owner.token, '3'],
      ]) {
        const refused = await callGateway(gateway(), 'promotionClaimImage', { token, query: { ...query, position } });
        expect([refused.status, refused.body.errorCode]).toEqual([404, errorCodes.applicationImageNotFound]);
      }
      expect((await callGateway(gateway(), 'promotionClaimImage', { query })).status).toBe(401);

      const operator = new Hono<GatewayEnv>();
      operator.use('*', async (c, next) => {
        c.set('deps', gateway().deps);
        await next();
      });
      operator.route('/', rewardOperatorRoutes());
      operator.onError((error, c) => envelopeFor.error(c, error));
      const read = await operator.request(`/promotion-applications/${applied.claim.reference}/images/1`);
      expect(((await read.json()) as { value: { image: string } }).value.image).toBe(png);
      expect((await operator.request(`/promotion-applications/${applied.claim.reference}/images/3`)).status).toBe(404);
    });
  },
  { clock: fixedClock },
);
