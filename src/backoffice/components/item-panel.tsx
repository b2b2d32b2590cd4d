/**
 * One queue item beside the list: the member's context, then the work on it
 * through the item-decision machine (claim, decide with a reason, release).
 * Someone else's claim is shown by name; decisions are the gateway's to refuse.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { errorText } from '../i18n';
import { itemDecisionMachine } from '../machines/item-decision.machine';
import { backofficeApi, type MemberContext, type QueueKind, type QueueRow } from '../services/backoffice.api';
import { itemDecisionActors } from '../services/item-decision.actors';
import { formatTime } from './format';
import { recordPageCoverage } from '../../inspection/page-coverage';
import { MemberContextView } from './member-context-view';

export interface Verb {
  verb: string;
  label: string;
  variant: 'primary' | 'secondary';
  needsReason: boolean;
}

const providedMachine = itemDecisionMachine.provide({ actors: itemDecisionActors });

export interface ItemPanelProps {
  kind: QueueKind;
  row: QueueRow;
  verbs: readonly Verb[];
  canDecide: boolean;
  onDecided: () => void;
  /** The status of an item still waiting for a decision (pending, process, applying). */
  waitingStatus: string;
  /** What the kind shows of the item itself (an application's text and images) above the member's context. */
  detail?: (row: QueueRow) => ReactNode;
  showAmount?: boolean;
  /** The decision text's label and hint where it is not a reason (an answer to the member). */
  reasonText?: { label: string; hint: string };
}

export function ItemPanel({ kind, row, verbs, canDecide, onDecided, waitingStatus, detail, showAmount = true, reasonText }: ItemPanelProps) {
  const { t, i18n } = useTranslation();
  // Reports to the page's coverage store (only when a test defines it), so browser runs count for the model.
  const [snapshot, send] = useMachine(providedMachine, { input: { kind, reference: row.reference }, inspect: recordPageCoverage });
  const [context, setContext] = useState<MemberContext | null>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const decided = snapshot.matches('decided');

  useEffect(() => {
    // A visitor's feedback has no member to show.
    if (!row.account) return;
    const controller = new AbortController();
    backofficeApi.memberContext(row.account, { signal: controller.signal }).then(setContext, () => undefined);
    return () => controller.abort();
  }, [row.account, decided]);

  useEffect(() => {
    if (decided) onDecided();
  }, [decided, onDecided]);

  const submit = (verb: Verb) => {
    if (verb.needsReason && reason.trim() === '') return setReasonMissing(true);
    setReasonMissing(false);
    send({ type: 'decision.submit', verb: verb.verb, reason: reason.trim() });
  };
  const { errorCode, holder, claimedUntil, outcome } = snapshot.context;
  const busy = snapshot.matches('claiming') || snapshot.matches('deciding') || snapshot.matches('releasing');

  return (
    <div className="bo-item">
      <h2>{t('backoffice.item.heading', { reference: row.reference })}</h2>
      {showAmount && <p className="bo-item__amount">{row.amount}</p>}
      {decided && outcome ? (
        <p className="bo-success" role="status">
          {t('backoffice.item.done', { reference: row.reference, status: t(`backoffice.queue.statuses.${outcome}`) })}
        </p>
      ) : row.status !== waitingStatus ? (
        <p className="bo-muted">{t('backoffice.item.decided', { status: t(`backoffice.queue.statuses.${row.status}`) })}</p>
      ) : canDecide && snapshot.matches('unclaimed') ? (
        <div className="bo-item__actions">
          {holder && <p className="bo-warning" role="alert">{t('backoffice.item.heldBy', { holder })}</p>}
          {errorCode && !holder && <p className="bo-error" role="alert">{errorText(i18n, errorCode)}</p>}
          <Button onClick={() => send({ type: 'claim.request' })} disabled={busy}>
            {t('backoffice.item.claim')}
          </Button>
        </div>
      ) : canDecide ? (
        <div className="bo-item__actions">
          <p className="bo-muted">{t('backoffice.item.claimed', { time: formatTime(claimedUntil, i18n.language) })}</p>
          <label className="bo-field">
            <span>{reasonText?.label ?? t('backoffice.item.reason')}</span>
            <textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} aria-invalid={reasonMissing} aria-describedby="reason-hint" />
            <small id="reason-hint" className={reasonMissing ? 'bo-error' : 'bo-muted'}>
              {reasonMissing ? errorText(i18n, 'backoffice.reason.required') : (reasonText?.hint ?? t('backoffice.item.reasonHint'))}
            </small>
          </label>
          {errorCode && <p className="bo-error" role="alert">{errorText(i18n, errorCode)}</p>}
          <div className="bo-item__verbs">
            {verbs.map((verb) => (
              <Button key={verb.verb} variant={verb.variant} disabled={busy} onClick={() => submit(verb)}>
                {verb.label}
              </Button>
            ))}
            <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'claim.release' })}>
              {t('backoffice.item.release')}
            </Button>
          </div>
        </div>
      ) : null}
      {detail?.(row)}
      {context && <MemberContextView context={context} />}
    </div>
  );
}
