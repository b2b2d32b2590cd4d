/**
 * The withdrawal-confirmation section: its own actor (the machine with the
 * real calls and the local clock), the snapshot mapped by the selector, and
 * the view's callbacks bound to events. The withdraw page embeds it; it
 * also stands alone, loading the member-centre texts itself.
 */
import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { loadLocaleArea } from '../../../i18n/locale-areas';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectWithdrawalConfirmation, type WithdrawalConfirmationView } from '../../../machines/withdrawal-confirmation/withdrawal-confirmation.selectors';
import { WithdrawalConfirmationView as View, type WithdrawalConfirmationActions } from '../../../components/member-centre/withdrawal-confirmation/withdrawal-confirmation-view';
import { SkeletonRows } from '../../../components/member-centre/kit/skeleton';
import { useApp } from '../../app-context';
import { useLiveTopics } from '../../access/use-live-topics';
import { createWithdrawalConfirmationLogic } from './withdrawal-confirmation-logic';

/** The view-model is rebuilt on every snapshot; equal content keeps the last one so the view does not redraw. */
const sameView = (a: WithdrawalConfirmationView, b: WithdrawalConfirmationView) => JSON.stringify(a) === JSON.stringify(b);

export function WithdrawalConfirmationSection() {
  const app = useApp();
  const [textsReady, setTextsReady] = useState(() => app.i18n.exists('memberCentre.withdrawalConfirmation.title'));
  const logic = useMemo(() => createWithdrawalConfirmationLogic({ http: app.http, now: () => Date.now() }), [app.http]);
  const actor = useActorRef(logic, withInspection());
  const view = useSelector(actor, selectWithdrawalConfirmation, sameView);
  // A withdrawal an operator just paid waits for the member's answer here; an answer being entered is never dropped for it.
  useLiveTopics(['withdrawals'], () => {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('empty') || snapshot.matches({ ready: 'choosing' })) actor.send({ type: 'list.reload' });
  });

  useEffect(() => {
    if (textsReady) return;
    let live = true;
    void loadLocaleArea(app.i18n, 'memberCentre').then(() => live && setTextsReady(true));
    return () => {
      live = false;
    };
  }, [app.i18n, textsReady]);

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

  if (!textsReady) return <SkeletonRows rows={3} />;
  return <View view={view} actions={actions} />;
}

export default WithdrawalConfirmationSection;
