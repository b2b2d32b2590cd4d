/**
 * Binds the content-editor statechart to one kind's calls and gives the view
 * the step it shows: the list, the edit form, or the preview. Error codes are
 * kept, the view translates them.
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { contentEditorMachine } from '../../machines/content-editor.machine';
import { contentEditorActors } from '../../services/content-editor.actors';
import type { ContentList, KindPath, Kinds } from '../../services/content.api';
import { recordPageCoverage } from '../../../inspection/page-coverage';

export type Step<B, P> = { name: 'list' } | { name: 'editing'; draftId: number | null; targetId: number | null; body: B } | { name: 'previewing'; draftId: number; targetId: number | null; body: B; preview: P };

/** The machine's states grouped by what the screen shows while they last. */
const shownAs = { loading: 'list', listing: 'list', unpublishing: 'list', discarding: 'list', editing: 'editing', saving: 'editing', previewLoading: 'editing', previewing: 'previewing', publishing: 'previewing' } as const;

export function useContentEditor<K extends KindPath>(kind: K) {
  type B = Kinds[K]['body'];
  type P = Kinds[K]['preview'];
  const machine = useMemo(() => contentEditorMachine.provide({ actors: contentEditorActors(kind) }), [kind]);
  // Reports to the page's coverage store (only when a test defines it), so browser runs count for the model.
  const [snapshot, send] = useMachine(machine, { inspect: recordPageCoverage });
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
