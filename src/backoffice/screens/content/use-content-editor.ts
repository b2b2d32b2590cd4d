/**
 * Binds the content-editor statechart to one kind's calls and gives the view
 * the step it shows: the list, the edit form, or the preview. Error codes are
 * kept, the view translates them.
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { contentEditorMachine } from '../../machines/content-editor.machine';
import { contentApi, type ContentList, type KindPath, type Kinds } from '../../services/content.api';
import { OperatorCallError } from '../../services/operator-call';

export type Step<B, P> = { name: 'list' } | { name: 'editing'; draftId: number | null; targetId: number | null; body: B } | { name: 'previewing'; draftId: number; targetId: number | null; body: B; preview: P };

export interface Failure {
  code: string;
  fields: Record<string, string>;
}

const refusal = (error: unknown): Failure =>
  error instanceof OperatorCallError ? { code: error.code, fields: error.fields ?? {} } : { code: 'system.busy', fields: {} };
const refusing = <T>(call: Promise<T>) =>
  call.catch((error: unknown) => {
    throw refusal(error);
  });

/** The machine's states grouped by what the screen shows while they last. */
const shownAs = { loading: 'list', listing: 'list', unpublishing: 'list', discarding: 'list', editing: 'editing', saving: 'editing', previewLoading: 'editing', previewing: 'previewing', publishing: 'previewing' } as const;

export function useContentEditor<K extends KindPath>(kind: K) {
  type B = Kinds[K]['body'];
  type P = Kinds[K]['preview'];
  const machine = useMemo(
    () =>
      contentEditorMachine.provide({
        actors: {
          loadList: fromPromise(({ signal }) => refusing(contentApi.list(kind, { signal }))),
          saveDraft: fromPromise(({ input }) =>
            refusing(
              input.draftId === null
                ? contentApi.createDraft(kind, input.targetId, input.body as B)
                : contentApi.updateDraft<K>(input.draftId, input.body as B).then(() => ({ id: input.draftId as number })),
            ),
          ),
          loadPreview: fromPromise(({ input }) => refusing(contentApi.preview(kind, input.draftId))),
          publishDraft: fromPromise(({ input }) => refusing(contentApi.publish(input.draftId))),
          unpublishRow: fromPromise(({ input }) => refusing(contentApi.unpublish(kind, input.id, ''))),
          discardDraft: fromPromise(({ input }) => refusing(contentApi.discardDraft(input.id))),
        },
      }),
    [kind],
  );
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  const shown = shownAs[snapshot.value as keyof typeof shownAs];
  const step: Step<B, P> =
    shown === 'list'
      ? { name: 'list' }
      : shown === 'editing'
        ? { name: 'editing', draftId: context.draftId, targetId: context.targetId, body: context.body as B }
        : { name: 'previewing', draftId: context.draftId as number, targetId: context.targetId, body: context.body as B, preview: context.preview as P };

  return {
    list: context.list as ContentList<B, Kinds[K]['choices'], Kinds[K]['published']> | null,
    step,
    failure: context.errorCode === null ? null : { code: context.errorCode, fields: context.fields },
    busy: !snapshot.matches('listing') && !snapshot.matches('editing') && !snapshot.matches('previewing'),
    published: context.published,
    edit: (draftId: number | null, targetId: number | null, body: B) => send({ type: 'draft.edit', draftId, targetId, body }),
    cancel: () => send({ type: 'draft.cancel' }),
    saveAndPreview: (body: B) => send({ type: 'draft.save', body }),
    backToEdit: () => send({ type: 'draft.back' }),
    publish: () => send({ type: 'draft.publish' }),
    unpublish: (id: number) => send({ type: 'row.unpublish', id }),
    discard: (id: number) => send({ type: 'draft.discard', id }),
  };
}
