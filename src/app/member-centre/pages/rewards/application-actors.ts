/**
 * The effects of the activity application: the image checker reads only
 * each picked file's first bytes (the type) and its size; the sender reads
 * the kept files as data URLs and makes the claim call with the request id
 * the machine keeps across a retry.
 */
import { fromPromise } from 'xstate';
import { addImages, headLength } from '../../../../components/member-centre/reward-center/image-checks';
import type { ApplicationSubmission, ImageCheckInput, ImageCheckOutput } from '../../../../machines/activity-application/activity-application-types';
import type { HttpClient } from '../../../../services/http';
import { claimPromotion } from '../../../../services/rewards.api';
import { readAsDataUrls } from './read-images';

export async function checkImages({ current, picked }: ImageCheckInput): Promise<ImageCheckOutput> {
  const read = await Promise.all(picked.map(async (file) => ({ file, size: file.size, head: new Uint8Array(await file.slice(0, headLength).arrayBuffer()) })));
  const { files, refusal } = addImages(current, read);
  return { images: files, refusal };
}

export function createApplicationActors({ http }: { http: HttpClient }) {
  return {
    checkImages: fromPromise<ImageCheckOutput, ImageCheckInput>(({ input }) => checkImages(input)),
    submitApplication: fromPromise<unknown, ApplicationSubmission>(async ({ input, signal }) =>
      claimPromotion({ http, signal }, { requestId: input.requestId, promotionId: input.promotionId, comment: input.comment, images: await readAsDataUrls(input.images) }),
    ),
  };
}
