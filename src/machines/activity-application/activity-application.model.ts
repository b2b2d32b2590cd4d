/**
 * Event cases for path generation over an activity application. Picked
 * files are markers the replay turns into real bytes: `png` a real png,
 * `html` a page renamed to .png (the checker refuses it), `broken` a png
 * signature with no image behind it (the checker's first-bytes test lets it
 * through; the gateway's structural check refuses it), `unreadable` a file
 * whose bytes cannot be read. The submit fails in two kinds: a refusal with
 * field codes and a lost answer.
 */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';
import { commentMax } from './activity-application-rules';

export const activityApplicationEvents = {
  checkDone: 'xstate.done.actor.checkImages',
  checkError: 'xstate.error.actor.checkImages',
  idDone: 'xstate.done.actor.createRequestId',
  submitDone: 'xstate.done.actor.submitApplication',
  submitError: 'xstate.error.actor.submitApplication',
} as const;

export const imageCases = { png: 'case:png', html: 'case:html', broken: 'case:broken', unreadable: 'case:unreadable' } as const;
export type ImageCase = (typeof imageCases)[keyof typeof imageCases];

export const commentCases = { good: 'Birthday on the 25th', tooLong: 'x'.repeat(commentMax + 1) } as const;

export const modelActivity = { promotionId: 0, title: 'case:reviewed' };

export const activityApplicationModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'application.open', activity: modelActivity },
    ...[imageCases.png, imageCases.html, imageCases.broken, imageCases.unreadable].map((file) => ({ type: 'images.pick', files: [file] })),
    { type: 'images.remove', index: 0 },
    ...Object.values(commentCases).map((comment) => ({ type: 'application.submit', comment })),
    { type: 'application.retry' },
    { type: 'application.cancel' },
    { type: activityApplicationEvents.checkDone, output: { images: [imageCases.png], refusal: null } },
    { type: activityApplicationEvents.checkDone, output: { images: [imageCases.broken], refusal: null } },
    { type: activityApplicationEvents.checkDone, output: { images: [], refusal: 'application.image.type' } },
    { type: activityApplicationEvents.checkError, error: new Error('unreadable') },
    { type: activityApplicationEvents.idDone, output: 'model-request-id' },
    { type: activityApplicationEvents.submitDone, output: { claim: { status: 'applying' }, balance: null } },
    { type: activityApplicationEvents.submitError, error: { code: 'application.image.type', fields: { 'images.0': 'application.image.type' } } },
    { type: activityApplicationEvents.submitError, error: { code: 'network.abnormal' } },
  ],
  // What the images are (not how many times they were picked) and which codes are shown decide what follows.
  serializeState: serializeWithContext((context) => [context.images, context.picked, context.comment.length > commentMax, context.errorCode, context.fieldErrors]),
};
