/**
 * A content screen's steps, for any kind: list → edit (new content, a
 * published row, or a draft) → save the draft and fetch its preview →
 * publish, or back to edit. Error codes are kept, the view translates them.
 */
import { useCallback, useEffect, useState } from 'react';
import { contentApi, type ContentList, type KindPath, type Kinds } from '../../services/content.api';
import { OperatorCallError } from '../../services/operator-call';

export type Step<B, P> = { name: 'list' } | { name: 'editing'; draftId: number | null; targetId: number | null; body: B } | { name: 'previewing'; draftId: number; targetId: number | null; body: B; preview: P };

export interface Failure {
  code: string;
  fields: Record<string, string>;
}

const failureOf = (error: unknown): Failure =>
  error instanceof OperatorCallError ? { code: error.code, fields: error.fields ?? {} } : { code: 'system.busy', fields: {} };

export function useContentEditor<K extends KindPath>(kind: K) {
  type B = Kinds[K]['body'];
  const [list, setList] = useState<ContentList<B> | null>(null);
  const [step, setStep] = useState<Step<B, Kinds[K]['preview']>>({ name: 'list' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [published, setPublished] = useState<number | null>(null);

  const reload = useCallback((signal?: AbortSignal) => contentApi.list(kind, { signal }).then(setList, (error: unknown) => !signal?.aborted && setFailure(failureOf(error))), [kind]);
  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    list,
    step,
    failure,
    busy,
    published,
    edit: (draftId: number | null, targetId: number | null, body: B) => {
      setFailure(null);
      setPublished(null);
      setStep({ name: 'editing', draftId, targetId, body });
    },
    cancel: () => setStep({ name: 'list' }),
    saveAndPreview: (body: B) =>
      run(async () => {
        if (step.name !== 'editing') return;
        const draftId = step.draftId ?? (await contentApi.createDraft(kind, step.targetId, body)).id;
        if (step.draftId !== null) await contentApi.updateDraft<K>(draftId, body);
        // From here the draft exists: going back to edit changes it rather than making another.
        setStep({ name: 'editing', draftId, targetId: step.targetId, body });
        const preview = await contentApi.preview(kind, draftId);
        setStep({ name: 'previewing', draftId, targetId: step.targetId, body, preview });
      }),
    backToEdit: () => step.name === 'previewing' && setStep({ name: 'editing', draftId: step.draftId, targetId: step.targetId, body: step.body }),
    publish: () =>
      run(async () => {
        if (step.name !== 'previewing') return;
        const { id } = await contentApi.publish(step.draftId);
        setPublished(id);
        setStep({ name: 'list' });
        await reload();
      }),
    unpublish: (id: number) =>
      run(async () => {
        await contentApi.unpublish(kind, id, '');
        await reload();
      }),
    discard: (id: number) =>
      run(async () => {
        await contentApi.discardDraft(id);
        await reload();
      }),
  };
}
