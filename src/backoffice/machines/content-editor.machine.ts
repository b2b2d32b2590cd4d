/**
 * Editing one kind of public content (banners, announcements): the list of
 * published rows and drafts; an edit of new content, a published row or a
 * draft; saving the draft and fetching the preview the gateway computes with
 * it in place; publishing, or back to the edit. Once saved, the draft exists:
 * going back to edit changes it rather than making another. A refusal returns
 * to the step it came from with its code and field codes, which the view
 * translates. The effects are stubs here; the content screens provide them.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface ContentEditorContext {
  /** The list as last loaded: kept while a reload runs, so the screen does not blank. */
  list: unknown;
  draftId: number | null;
  targetId: number | null;
  body: unknown;
  preview: unknown;
  /** The id of the row the last publish wrote, to say so until the next edit. */
  published: number | null;
  errorCode: string | null;
  fields: Record<string, string>;
}

export type ContentEditorEvent =
  | { type: 'draft.edit'; draftId: number | null; targetId: number | null; body: unknown }
  | { type: 'draft.save'; body: unknown }
  | { type: 'draft.publish' }
  | { type: 'draft.back' }
  | { type: 'draft.cancel' }
  | { type: 'draft.discard'; id: number }
  | { type: 'row.unpublish'; id: number }
  | { type: 'list.reload' };

interface Refusal {
  code: string;
  fields?: Record<string, string>;
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`);
};

const cleared = { errorCode: null, fields: {} };

export const contentEditorMachine = setup({
  types: { context: {} as ContentEditorContext, events: {} as ContentEditorEvent },
  actors: {
    loadList: fromPromise<unknown>(notProvided('loadList')),
    saveDraft: fromPromise<{ id: number }, { draftId: number | null; targetId: number | null; body: unknown }>(notProvided('saveDraft')),
    loadPreview: fromPromise<unknown, { draftId: number }>(notProvided('loadPreview')),
    publishDraft: fromPromise<{ id: number }, { draftId: number }>(notProvided('publishDraft')),
    unpublishRow: fromPromise<unknown, { id: number }>(notProvided('unpublishRow')),
    discardDraft: fromPromise<unknown, { id: number }>(notProvided('discardDraft')),
  },
  actions: {
    refused: assign(({ event }) => {
      const refusal = (event as { error?: unknown }).error as Refusal;
      return { errorCode: refusal.code, fields: refusal.fields ?? {} };
    }),
  },
}).createMachine({
  id: 'contentEditor',
  context: { list: null, draftId: null, targetId: null, body: null, preview: null, published: null, errorCode: null, fields: {} },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadList',
        src: 'loadList',
        onDone: { target: 'listing', actions: assign({ list: ({ event }) => event.output }) },
        onError: { target: 'listing', actions: 'refused' },
      },
    },
    listing: {
      on: {
        'draft.edit': {
          target: 'editing',
          actions: assign(({ event }) => ({ draftId: event.draftId, targetId: event.targetId, body: event.body, preview: null, published: null, ...cleared })),
        },
        'row.unpublish': { target: 'unpublishing', actions: assign({ published: null, ...cleared }) },
        'draft.discard': { target: 'discarding', actions: assign({ published: null, ...cleared }) },
        'list.reload': { target: 'loading', actions: assign(cleared) },
      },
    },
    editing: {
      on: {
        'draft.save': { target: 'saving', actions: assign(({ event }) => ({ body: event.body, ...cleared })) },
        'draft.cancel': { target: 'listing', actions: assign(cleared) },
      },
    },
    saving: {
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => ({ draftId: context.draftId, targetId: context.targetId, body: context.body }),
        onDone: { target: 'previewLoading', actions: assign({ draftId: ({ event }) => event.output.id }) },
        onError: { target: 'editing', actions: 'refused' },
      },
    },
    previewLoading: {
      invoke: {
        id: 'loadPreview',
        src: 'loadPreview',
        input: ({ context }) => ({ draftId: context.draftId as number }),
        onDone: { target: 'previewing', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: 'refused' },
      },
    },
    previewing: {
      on: {
        'draft.publish': { target: 'publishing', actions: assign(cleared) },
        'draft.back': { target: 'editing', actions: assign({ preview: null, ...cleared }) },
      },
    },
    publishing: {
      invoke: {
        id: 'publishDraft',
        src: 'publishDraft',
        input: ({ context }) => ({ draftId: context.draftId as number }),
        onDone: {
          target: 'loading',
          actions: assign({ published: ({ event }) => event.output.id, draftId: null, targetId: null, body: null, preview: null }),
        },
        onError: { target: 'previewing', actions: 'refused' },
      },
    },
    unpublishing: {
      invoke: {
        id: 'unpublishRow',
        src: 'unpublishRow',
        input: ({ event }) => ({ id: (event as { id: number }).id }),
        onDone: { target: 'loading' },
        onError: { target: 'listing', actions: 'refused' },
      },
    },
    discarding: {
      invoke: {
        id: 'discardDraft',
        src: 'discardDraft',
        input: ({ event }) => ({ id: (event as { id: number }).id }),
        onDone: { target: 'loading' },
        onError: { target: 'listing', actions: 'refused' },
      },
    },
  },
});
