/**
 * The time-out and self-exclusion section of Safer play (MGA player
 * protection): the break in force with until when, choosing a break, and
 * confirming it with the password.
 */
import { useTranslation } from 'react-i18next';
import type { SelfExclusionView } from '../../../../machines/self-exclusion/self-exclusion.selectors';
import type { BreakTerm } from '../../../../services/schemas/protection-breaks';
import { useErrorText } from '../../../form/use-error-text';
import { Notice } from '../../kit/notice';
import { Panel } from '../../kit/panel';
import { RefreshButton } from '../../kit/refresh-button';
import { SkeletonRows } from '../../kit/skeleton';
import { FailedState } from '../../kit/states';
import { BreakConfirm } from './break-confirm';
import { BreakInForce } from './break-in-force';
import { TermChoice } from './term-choice';
import './breaks.css';

export interface BreaksActions {
  onReload(): void;
  onChoose(term: BreakTerm): void;
  onBack(): void;
  onConfirm(password: string): void;
  onRequestLift(): void;
}

export function BreaksPanel({ view, actions }: { view: SelfExclusionView; actions: BreaksActions }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const confirming = (view.step === 'confirming' || view.step === 'sending') && view.term !== null;
  const liftError = view.step === 'choosing' && view.errorCode && !view.lifting ? errorText(view.errorCode) : null;
  return (
    <Panel
      icon="shield"
      title={t('memberCentre.saferPlay.breaks.title')}
      subtitle={t('memberCentre.saferPlay.breaks.lead')}
      actions={<RefreshButton label={t('memberCentre.kit.refresh')} busy={view.status === 'loading'} onClick={actions.onReload} testId="breaks-refresh" />}
      testId="breaks-panel"
    >
      {view.status === 'failed' ? (
        <FailedState errorCode={view.errorCode} onRetry={actions.onReload} testId="breaks-failed" />
      ) : view.status === 'loading' ? (
        <SkeletonRows rows={3} />
      ) : (
        <div className="breaks">
          {view.step === 'taken' ? (
            <Notice tone="success" testId="break-taken">
              {t('memberCentre.saferPlay.breaks.taken')}
            </Notice>
          ) : null}
          {view.current ? <BreakInForce current={view.current} lifting={view.lifting} onRequestLift={actions.onRequestLift} /> : null}
          {liftError ? (
            <Notice tone="danger" testId="break-lift-error">
              {liftError}
            </Notice>
          ) : null}
          {confirming ? (
            <BreakConfirm
              term={view.term!}
              busy={view.step === 'sending'}
              errorCode={view.errorCode}
              fieldErrors={view.fieldErrors}
              onConfirm={actions.onConfirm}
              onBack={actions.onBack}
            />
          ) : (
            <TermChoice longer={view.current !== null} busy={view.lifting} onChoose={actions.onChoose} />
          )}
        </div>
      )}
    </Panel>
  );
}
