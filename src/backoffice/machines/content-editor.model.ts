/**
 * Event cases for path generation over the content-editor statechart: the
 * list loaded or refused, an edit saved, previewed and published, each call
 * refused with a code, a row unpublished and a draft discarded.
 */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../../machines/model-types';
import type { ContentEditorEvent } from './content-editor.machine';

type ModelEvent = ContentEditorEvent | (EventObject & { output?: unknown; error?: unknown });

const refusal = { code: 'backoffice.draft.closed', fields: {} };

export const contentEditorModel: MachineModel<ModelEvent> = {
  events: [
    { type: 'draft.edit', draftId: null, targetId: null, body: { sort: 0 } },
    { type: 'draft.save', body: { sort: 1 } },
    { type: 'draft.publish' },
    { type: 'draft.back' },
    { type: 'draft.cancel' },
    { type: 'draft.discard', id: 7 },
    { type: 'row.unpublish', id: 3 },
    { type: 'list.reload' },
    { type: 'xstate.done.actor.loadList', output: { published: [], drafts: [] } },
    // The list is the editor's own to read: only a lost connection keeps it from coming.
    { type: 'xstate.error.actor.loadList', error: { code: 'network.abnormal' } },
    { type: 'xstate.done.actor.saveDraft', output: { id: 7 } },
    { type: 'xstate.error.actor.saveDraft', error: { code: 'request_param_err', fields: { 'body.imageUrl.TY': 'field.invalid' } } },
    { type: 'xstate.done.actor.loadPreview', output: { languages: {} } },
    { type: 'xstate.error.actor.loadPreview', error: refusal },
    { type: 'xstate.done.actor.publishDraft', output: { id: 3 } },
    { type: 'xstate.error.actor.publishDraft', error: refusal },
    { type: 'xstate.done.actor.unpublishRow', output: { id: 3 } },
    { type: 'xstate.error.actor.unpublishRow', error: { code: 'backoffice.content.gone' } },
    { type: 'xstate.done.actor.discardDraft', output: { id: 7 } },
    { type: 'xstate.error.actor.discardDraft', error: refusal },
  ],
};
