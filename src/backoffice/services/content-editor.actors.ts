/**
 * The content-editor machine's effects for one kind of content, on the back
 * office's content API. A refusal keeps its code and the fields it names, so
 * the form shows each below its field; anything else is `system.busy`.
 */
import { fromPromise } from 'xstate';
import { contentApi, type KindPath, type Kinds } from './content.api';
import { OperatorCallError } from './operator-call';

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

/** The same actor types as the machine declares (content-editor.machine.ts), bound to `kind`'s calls. */
export function contentEditorActors<K extends KindPath>(kind: K) {
  type B = Kinds[K]['body'];
  return {
    loadList: fromPromise<unknown>(({ signal }) => refusing(contentApi.list(kind, { signal }))),
    saveDraft: fromPromise<{ id: number }, { draftId: number | null; targetId: number | null; body: unknown }>(({ input }) =>
      refusing(
        input.draftId === null
          ? contentApi.createDraft(kind, input.targetId, input.body as B)
          : contentApi.updateDraft<K>(input.draftId, input.body as B).then(() => ({ id: input.draftId as number })),
      ),
    ),
    loadPreview: fromPromise<unknown, { draftId: number }>(({ input }) => refusing(contentApi.preview(kind, input.draftId))),
    publishDraft: fromPromise<{ id: number }, { draftId: number }>(({ input }) => refusing(contentApi.publish(input.draftId))),
    unpublishRow: fromPromise<unknown, { id: number }>(({ input }) => refusing(contentApi.unpublish(kind, input.id, ''))),
    discardDraft: fromPromise<unknown, { id: number }>(({ input }) => refusing(contentApi.discardDraft(input.id))),
  };
}
