/**
 * Applying to an activity an operator reviews (spec §3, §5): a comment and
 * up to three png or jpg images. Each pick is checked by the injected
 * `checkImages` actor (count, type by the file's first bytes, size) before
 * it joins the form; a submission gets a request id and is sent by
 * `submitApplication`. A refusal brings the gateway's field codes back to
 * the form with everything typed and picked kept; a lost answer keeps the
 * id, so the retry replays instead of applying twice.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isUncertainCode } from '../money-request/money-request-rules';
import { errorCodeOf, refusalOf } from '../session/access-errors';
import { commentTooLong, imageUnreadable, isCommentTooLong } from './activity-application-rules';
import type {
  ActivityApplicationContext,
  ActivityApplicationEvent,
  ApplicationSubmission,
  AppliedActivity,
  ImageCheckInput,
  ImageCheckOutput,
  PickedImage,
} from './activity-application-types';

const empty: ActivityApplicationContext = { activity: null, comment: '', images: [], picked: [], requestId: null, answer: null, errorCode: null, fieldErrors: null };

/** Field codes without those of the images: a new pick or a removal answers for the images again. */
const withoutImageErrors = (fields: Record<string, string> | null): Record<string, string> | null => {
  const kept = Object.entries(fields ?? {}).filter(([field]) => !field.startsWith('images'));
  return kept.length ? Object.fromEntries(kept) : null;
};

export const activityApplicationMachine = setup({
  types: {
    context: {} as ActivityApplicationContext,
    events: {} as ActivityApplicationEvent,
  },
  actors: {
    checkImages: fromPromise<ImageCheckOutput, ImageCheckInput>(async () => {
      throw new Error('checkImages not provided');
    }),
    createRequestId: fromPromise<string>(async () => {
      throw new Error('createRequestId not provided');
    }),
    submitApplication: fromPromise<unknown, ApplicationSubmission>(async () => {
      throw new Error('submitApplication not provided');
    }),
  },
  guards: {
    isCommentTooLong: (_, params: { comment: string }) => isCommentTooLong(params.comment),
    isUncertain: (_, params: { error: unknown }) => isUncertainCode(errorCodeOf(params.error)),
  },
  actions: {
    storeActivity: assign((_, activity: AppliedActivity) => ({ ...empty, activity })),
    storePicked: assign((_, files: readonly PickedImage[]) => ({ picked: [...files] })),
    storeImages: assign(({ context }, output: ImageCheckOutput) => ({
      images: output.images,
      picked: [],
      fieldErrors: output.refusal ? { ...withoutImageErrors(context.fieldErrors), images: output.refusal } : withoutImageErrors(context.fieldErrors),
    })),
    storeImageFailure: assign(({ context }) => ({ picked: [], fieldErrors: { ...withoutImageErrors(context.fieldErrors), images: imageUnreadable } })),
    removeImage: assign(({ context }, index: number) => ({
      images: context.images.filter((_, position) => position !== index),
      fieldErrors: withoutImageErrors(context.fieldErrors),
    })),
    refuseComment: assign(({ context }, comment: string) => ({ comment, fieldErrors: { ...context.fieldErrors, comment: commentTooLong } })),
    storeComment: assign((_, comment: string) => ({ comment, requestId: null, errorCode: null, fieldErrors: null })),
    storeRequestId: assign((_, requestId: string) => ({ requestId })),
    storeAnswer: assign((_, params: { answer: unknown }) => ({ answer: params.answer, errorCode: null, fieldErrors: null })),
    storeRefusal: assign((_, params: { error: unknown }) => refusalOf(params.error)),
    storeFailure: assign((_, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error), fieldErrors: null })),
    clearError: assign({ errorCode: null }),
    clearAll: assign(() => empty),
  },
}).createMachine({
  id: 'activityApplication',
  context: empty,
  initial: 'closed',
  states: {
    closed: {
      on: { 'application.open': { target: 'editing', actions: { type: 'storeActivity', params: ({ event }) => event.activity } } },
    },
    editing: {
      on: {
        'images.pick': { target: 'validatingImages', actions: { type: 'storePicked', params: ({ event }) => event.files } },
        'images.remove': { target: 'editing', actions: { type: 'removeImage', params: ({ event }) => event.index } },
        'application.submit': [
          {
            guard: { type: 'isCommentTooLong', params: ({ event }) => ({ comment: event.comment }) },
            target: 'editing',
            actions: { type: 'refuseComment', params: ({ event }) => event.comment },
            description: 'The form checks the comment too; the machine holds the rule so no path sends a comment over 140.',
          },
          { target: 'identifying', actions: { type: 'storeComment', params: ({ event }) => event.comment } },
        ],
        'application.cancel': { target: 'closed', actions: 'clearAll' },
      },
    },
    validatingImages: {
      tags: ['checking'],
      invoke: {
        id: 'checkImages',
        src: 'checkImages',
        input: ({ context }) => ({ current: context.images, picked: context.picked }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeImages', params: ({ event }) => event.output },
          description: 'Files that pass join the form; the first refused one names the code shown below the images.',
        },
        onError: { target: 'editing', actions: 'storeImageFailure', description: 'A file that cannot be read is not added; the others stay.' },
      },
    },
    identifying: {
      tags: ['busy'],
      invoke: {
        id: 'createRequestId',
        src: 'createRequestId',
        onDone: { target: 'uploading', actions: { type: 'storeRequestId', params: ({ event }) => event.output } },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({ requestId: context.requestId!, promotionId: context.activity?.promotionId ?? 0, comment: context.comment, images: context.images }),
        onDone: { target: 'applied', actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          {
            guard: { type: 'isUncertain', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'No answer: the gateway may have taken the application. Only a retry with the same id is offered.',
          },
          {
            target: 'refused',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
            description: 'The gateway refused: its field codes go below the fields, the comment and images stay.',
          },
        ],
      },
    },
    refused: {
      on: {
        'images.pick': { target: 'validatingImages', actions: { type: 'storePicked', params: ({ event }) => event.files } },
        'images.remove': { target: 'editing', actions: { type: 'removeImage', params: ({ event }) => event.index } },
        'application.submit': [
          { guard: { type: 'isCommentTooLong', params: ({ event }) => ({ comment: event.comment }) }, target: 'editing', actions: { type: 'refuseComment', params: ({ event }) => event.comment } },
          { target: 'identifying', actions: { type: 'storeComment', params: ({ event }) => event.comment }, description: 'A refused application took nothing: the corrected form is a new request.' },
        ],
        'application.cancel': { target: 'closed', actions: 'clearAll' },
      },
    },
    failed: {
      on: {
        'application.retry': { target: 'uploading', actions: 'clearError', description: 'Same comment, images and request id: the gateway answers what it answered first.' },
        'application.cancel': { target: 'closed', actions: 'clearAll' },
      },
    },
    applied: {
      on: {
        'application.open': { target: 'editing', actions: { type: 'storeActivity', params: ({ event }) => event.activity } },
        'application.cancel': { target: 'closed', actions: 'clearAll' },
      },
    },
  },
});
