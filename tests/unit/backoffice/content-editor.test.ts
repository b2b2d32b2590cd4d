/**
 * The content editor's statechart at the machine level: every state and
 * transition is reached by paths generated from its own event cases, and the
 * rules the screens rely on hold (a saved draft is updated, never duplicated;
 * a refused publish stays on the preview with its code).
 */
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { contentEditorMachine, type ContentEditorEvent } from '../../../src/backoffice/machines/content-editor.machine';
import { contentEditorModel } from '../../../src/backoffice/machines/content-editor.model';

// The cases include the invoked calls' done and error events, which the graph sends like any other.
const events = contentEditorModel.events as unknown as ContentEditorEvent[];

describe('content editor statechart', () => {
  it('reaches every state and every transition from its event cases', () => {
    const paths = getShortestPaths(contentEditorMachine, { events });
    const states = Object.keys(contentEditorMachine.config.states ?? {});
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of states) expect(reached, state).toContain(JSON.stringify(state));

    // From the end of each shortest path, every event case the state accepts is one transition taken.
    const taken = new Set(paths.flatMap((path) => events.filter((event) => path.state.can(event)).map((event) => `${JSON.stringify(path.state.value)} ${event.type}`)));
    const declared = Object.values(contentEditorMachine.root.states).flatMap((node) => [...node.transitions.keys()].map((type) => `${JSON.stringify(node.key)} ${type}`));
    expect(declared).toHaveLength(20);
    for (const transition of declared) expect(taken, transition).toContain(transition);
  });

  it('saves a new draft once, then updates that draft when the operator goes back to edit', async () => {
    const saves: Array<number | null> = [];
    const actor = createActor(
      contentEditorMachine.provide({
        actors: {
          loadList: fromPromise(async (): Promise<unknown> => ({ published: [], drafts: [] })),
          saveDraft: fromPromise(async ({ input }) => {
            saves.push(input.draftId);
            return { id: input.draftId ?? 41 };
          }),
          loadPreview: fromPromise(async ({ input }: { input: { draftId: number } }): Promise<unknown> => ({ draftId: input.draftId })),
          publishDraft: fromPromise(async (): Promise<{ id: number }> => {
            throw { code: 'backoffice.draft.closed' };
          }),
        },
      }),
    ).start();
    const settled = (state: 'listing' | 'previewing') => new Promise<void>((resolve) => actor.subscribe((snapshot) => snapshot.matches(state) && resolve()));

    await settled('listing');
    actor.send({ type: 'draft.edit', draftId: null, targetId: null, body: { sort: 0 } });
    actor.send({ type: 'draft.save', body: { sort: 1 } });
    await settled('previewing');
    actor.send({ type: 'draft.back' });
    actor.send({ type: 'draft.save', body: { sort: 2 } });
    await settled('previewing');
    expect(saves).toEqual([null, 41]);
    expect(actor.getSnapshot().context.preview).toEqual({ draftId: 41 });

    actor.send({ type: 'draft.publish' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('previewing');
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: 'backoffice.draft.closed', draftId: 41, body: { sort: 2 } });
    actor.stop();
  });
});
