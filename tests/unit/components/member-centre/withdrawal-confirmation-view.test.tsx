/**
 * The withdrawal-confirmation view driven by the real machine (calls
 * replaced by answers given here): what each state shows, and that each
 * control sends its event. The four answers are the ones the browser paths
 * will use: row buttons by test id, the amount field, the proof input.
 */
import { act, useMemo } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { createActor, fromCallback, fromPromise, type Actor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { WithdrawalConfirmationView, type WithdrawalConfirmationActions } from '../../../../src/components/member-centre/withdrawal-confirmation/withdrawal-confirmation-view';
import { withdrawalConfirmationMachine } from '../../../../src/machines/withdrawal-confirmation/withdrawal-confirmation.machine';
import type { LoadedConfirmations } from '../../../../src/machines/withdrawal-confirmation/withdrawal-confirmation-types';
import { selectWithdrawalConfirmation } from '../../../../src/machines/withdrawal-confirmation/withdrawal-confirmation.selectors';
import type { WithdrawalConfirmInput, WithdrawalConfirmResult } from '../../../../src/services/schemas/funds';
import { renderView } from '../modals/render-view';

// The machine answers between clicks; act() flushes what its answers render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const minute = 60_000;
const paidAt = Date.UTC(2025, 2, 14, 9, 0);
const item = { id: 5, reference: 'W2503140005', amount: '1250.00', paidAt, deadline: paidAt + 30 * minute };
const loaded = (list = [item]): LoadedConfirmations => ({ confirmMinutes: 30, list, receivedAt: paidAt });

interface Fakes {
  load?: () => Promise<LoadedConfirmations>;
  submit?: (input: WithdrawalConfirmInput) => Promise<WithdrawalConfirmResult>;
}

const sent: WithdrawalConfirmInput[] = [];
const started: Actor<typeof withdrawalConfirmationMachine>[] = [];
afterEach(() => {
  sent.length = 0;
  started.splice(0).forEach((actor) => actor.stop());
});

function start({ load = async () => loaded(), submit = async () => ({ confirmed: [{ id: item.id, confirmStatus: 'received', receivedAmount: item.amount, remainder: '0.00' }] }) }: Fakes = {}) {
  const logic = withdrawalConfirmationMachine.provide({
    actors: {
      loadConfirmations: fromPromise(load),
      readProof: fromPromise(async () => 'data:image/png;base64,iVBORw0KGgo='),
      submitConfirmation: fromPromise(async ({ input }: { input: WithdrawalConfirmInput }) => {
        sent.push(input);
        return submit(input);
      }),
      watchClock: fromCallback(() => () => {}),
    },
  });
  const actor = createActor(logic);
  started.push(actor);
  actor.start();
  return actor;
}

function Section({ actor }: { actor: Actor<typeof withdrawalConfirmationMachine> }) {
  const view = useSelector(actor, selectWithdrawalConfirmation);
  const actions = useMemo<WithdrawalConfirmationActions>(
    () => ({
      onReload: () => actor.send({ type: 'list.reload' }),
      onChoose: (id, answer) => actor.send({ type: 'answer.choose', id, answer }),
      onChooseAll: () => actor.send({ type: 'answer.chooseAll' }),
      onAmountChange: (text) => actor.send({ type: 'amount.change', text }),
      onProofPick: (file) => actor.send({ type: 'proof.attach', mimeType: file.type, size: file.size, file }),
      onConfirm: () => actor.send({ type: 'answer.confirm' }),
      onCancel: () => actor.send({ type: 'answer.cancel' }),
      onRetry: () => actor.send({ type: 'answer.retry' }),
    }),
    [actor],
  );
  return <WithdrawalConfirmationView view={view} actions={actions} />;
}

const settle = () => act(async () => {});

async function shown(fakes?: Fakes) {
  const actor = start(fakes);
  renderView(<Section actor={actor} />);
  await settle();
  return actor;
}

const row = () => screen.getByTestId(`withdrawal-item-${item.reference}`);

describe('withdrawal confirmation view', () => {
  it('lists a waiting withdrawal with amount, paid time, time left and the deadline rule', async () => {
    await shown();
    expect(screen.getByText('Confirm within 30 minutes or it counts as received')).toBeTruthy();
    expect(within(row()).getByText('1,250.00')).toBeTruthy();
    expect(within(row()).getByTestId('withdrawal-time-left').textContent).toBe('30 min left');
    expect(within(row()).getByTestId('withdrawal-answer-received').textContent).toBe('Received in full');
    expect(screen.getByTestId('withdrawal-answer-all').hasAttribute('disabled')).toBe(false);
  });

  it('shows a skeleton while loading, then the empty state', async () => {
    let answer: (value: LoadedConfirmations) => void = () => {};
    const actor = start({ load: () => new Promise((resolve) => (answer = resolve)) });
    renderView(<Section actor={actor} />);
    expect(screen.getByTestId('mc-skeleton')).toBeTruthy();
    await act(async () => answer(loaded([])));
    expect(screen.getByTestId('withdrawal-confirmation-empty').textContent).toContain('Nothing to confirm');
  });

  it('explains a failed load and retries', async () => {
    let calls = 0;
    await shown({ load: async () => (++calls === 1 ? Promise.reject({ code: 'network.abnormal' }) : loaded()) });
    expect(screen.getByTestId('withdrawal-confirmation-failed').textContent).toContain('Network link abnormal');
    fireEvent.click(within(screen.getByTestId('withdrawal-confirmation-failed')).getByRole('button'));
    await settle();
    expect(row()).toBeTruthy();
  });

  it('confirms a full receipt', async () => {
    await shown();
    fireEvent.click(within(row()).getByTestId('withdrawal-answer-received'));
    expect(screen.getByTestId('withdrawal-answer').textContent).toContain('Confirm that you received 1,250.00 for withdrawal W2503140005.');
    fireEvent.click(screen.getByTestId('withdrawal-answer-confirm'));
    await settle();
    expect(sent).toEqual([{ answer: 'received', id: item.id }]);
    expect(screen.getByTestId('withdrawal-confirmation-result').textContent).toContain('Thank you, your answer is recorded');
  });

  it('shows the remainder while typing a partial receipt and refuses too much below the field', async () => {
    await shown({ submit: async () => ({ confirmed: [{ id: item.id, confirmStatus: 'partial', receivedAmount: '1000.50', remainder: '249.50' }] }) });
    fireEvent.click(within(row()).getByTestId('withdrawal-answer-partial'));
    fireEvent.change(screen.getByTestId('withdrawal-received-amount'), { target: { value: '1250.01' } });
    fireEvent.click(screen.getByTestId('withdrawal-answer-confirm'));
    expect(screen.getByTestId('withdrawal-received-amount-error').textContent).toBe('The received amount cannot be more than the withdrawn amount.');
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByTestId('withdrawal-received-amount'), { target: { value: '1000.5' } });
    expect(screen.getByTestId('withdrawal-remainder-amount').textContent).toBe('249.50');
    expect(screen.getByTestId('withdrawal-received-amount-error').textContent).toBe('');
    fireEvent.click(screen.getByTestId('withdrawal-answer-confirm'));
    await settle();
    expect(sent).toEqual([{ answer: 'partial', id: item.id, receivedAmount: '1000.5' }]);
    expect(screen.getByTestId('withdrawal-result-remainder').textContent).toBe('249.50');
  });

  it('asks for one png or jpg proof before a "not received" answer is sent', async () => {
    await shown();
    fireEvent.click(within(row()).getByTestId('withdrawal-answer-not-received'));
    fireEvent.click(screen.getByTestId('withdrawal-answer-confirm'));
    expect(screen.getByTestId('withdrawal-proof-error').textContent).toBe('Please upload a proof image.');
    const input = screen.getByTestId('withdrawal-proof');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'proof.gif', { type: 'image/gif' })] } });
    expect(screen.getByTestId('withdrawal-proof-error').textContent).toBe('Image type must be png or jpg.');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'proof.jpg', { type: 'image/jpeg' })] } });
    expect(screen.getByTestId('withdrawal-proof-error').textContent).toBe('Image must be 5MB or smaller.');
    fireEvent.change(input, { target: { files: [new File([Uint8Array.from([0x89, 0x50])], 'proof.png', { type: 'image/png' })] } });
    await settle();
    expect(screen.getByTestId('withdrawal-proof-preview').getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    fireEvent.click(screen.getByTestId('withdrawal-answer-confirm'));
    await settle();
    expect(sent).toEqual([{ answer: 'not_received', id: item.id, proofImage: 'data:image/png;base64,iVBORw0KGgo=' }]);
  });

  it('answers all received at once', async () => {
    await shown();
    fireEvent.click(screen.getByTestId('withdrawal-answer-all'));
    expect(screen.getByTestId('withdrawal-answer').textContent).toContain('Confirm that you received all 1 withdrawals awaiting confirmation.');
    fireEvent.click(screen.getByTestId('withdrawal-answer-confirm'));
    await settle();
    expect(sent).toEqual([{ answer: 'all_received' }]);
  });

  it('labels a withdrawal past its deadline as not refundable and offers no answer for it', async () => {
    const actor = await shown();
    act(() => actor.send({ type: 'clock.tick', now: item.deadline }));
    expect(within(row()).getByTestId('withdrawal-forced').textContent).toBe('Counts as receivedNot refundable');
    expect(within(row()).getByTestId('withdrawal-answer-received').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('withdrawal-answer-all').hasAttribute('disabled')).toBe(true);
  });

  it('keeps the answer after a lost connection and sends it again', async () => {
    let tries = 0;
    await shown({ submit: async () => (++tries === 1 ? Promise.reject({ code: 'network.abnormal' }) : { confirmed: [] }) });
    fireEvent.click(within(row()).getByTestId('withdrawal-answer-received'));
    fireEvent.click(screen.getByTestId('withdrawal-answer-confirm'));
    await settle();
    expect(screen.getByTestId('withdrawal-answer-lost').textContent).toContain('Network link abnormal');
    fireEvent.click(screen.getByTestId('withdrawal-answer-retry'));
    await settle();
    expect(sent).toEqual([
      { answer: 'received', id: item.id },
      { answer: 'received', id: item.id },
    ]);
  });

  it("shows the gateway's refusal and goes back to the list", async () => {
    await shown({ submit: async () => Promise.reject({ code: 'withdrawal.confirm.expired' }) });
    fireEvent.click(within(row()).getByTestId('withdrawal-answer-received'));
    fireEvent.click(screen.getByTestId('withdrawal-answer-confirm'));
    await settle();
    expect(screen.getByTestId('withdrawal-confirmation-refused').textContent).toContain('The time to confirm this withdrawal has passed; it counts as received.');
    fireEvent.click(screen.getByTestId('withdrawal-confirmation-reload'));
    await settle();
    expect(row()).toBeTruthy();
  });

  it('reads in Tagalog too', async () => {
    const actor = start();
    renderView(<Section actor={actor} />, 'TY');
    await settle();
    expect(within(row()).getByTestId('withdrawal-answer-not-received').textContent).toBe('Hindi natanggap');
  });
});
