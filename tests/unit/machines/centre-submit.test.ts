/** A centre form: the confirmation prompt holds the values, a second submit under way is ignored, success is emitted, refusals keep field codes. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { centreSubmitMachine } from '../../../src/machines/centre-submit/centre-submit.machine';
import { selectSubmit } from '../../../src/machines/centre-submit/centre-submit.selectors';

function start(answer: (values: unknown) => Promise<unknown>) {
  const sent: unknown[] = [];
  const logic = centreSubmitMachine.provide({
    actors: {
      submitForm: fromPromise<unknown, unknown>(({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(logic).start();
  const succeeded: unknown[] = [];
  actor.on('submit.succeeded', (event) => succeeded.push(event.result));
  return { actor, sent, succeeded, view: () => selectSubmit(actor.getSnapshot()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('centre submit machine', () => {
  it('holds confirmed values until the member confirms, and sends nothing on cancel', async () => {
    const { actor, sent, succeeded, view } = start(async () => ({ saved: true }));
    actor.send({ type: 'form.submit', values: { birthday: '1990-05-14' }, confirm: true });
    expect(view().confirming).toBe(true);
    actor.send({ type: 'form.cancel' });
    expect(sent).toEqual([]);
    actor.send({ type: 'form.submit', values: { birthday: '1990-05-14' }, confirm: true });
    actor.send({ type: 'form.confirm' });
    await settle();
    expect(sent).toEqual([{ birthday: '1990-05-14' }]);
    expect(view().succeeded).toBe(true);
    expect(succeeded).toEqual([{ saved: true }]);
  });

  it('ignores a second submit while one is under way', async () => {
    let release: (value: unknown) => void = () => {};
    const { actor, sent, view } = start(() => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'form.submit', values: { a: 1 } });
    actor.send({ type: 'form.submit', values: { a: 2 } });
    expect(view().busy).toBe(true);
    release(null);
    await settle();
    expect(sent).toEqual([{ a: 1 }]);
  });

  it('keeps per-field codes of a refusal for the form, a plain code otherwise', async () => {
    const refusal = { code: 'bad.request', fields: { oldPassword: 'invalid.payment.pw' } };
    const { actor, view } = start(async (values) => {
      throw (values as { fields: boolean }).fields ? refusal : { code: 'network.abnormal' };
    });
    actor.send({ type: 'form.submit', values: { fields: true } });
    await settle();
    expect(view()).toMatchObject({ errorCode: null, fieldErrors: { oldPassword: 'invalid.payment.pw' } });
    actor.send({ type: 'form.submit', values: { fields: false } });
    await settle();
    expect(view()).toMatchObject({ errorCode: 'network.abnormal', fieldErrors: null });
    actor.send({ type: 'form.reset' });
    expect(view()).toMatchObject({ errorCode: null, busy: false, succeeded: false });
  });
});
