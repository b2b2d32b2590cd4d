/**
 * The caller's open contracts: a heading with a refresh button, then the
 * first load's skeleton, its failure with a retry, nothing yet, or one card
 * per contract (rendered by the caller, each with its own flow). `aside`
 * holds the request form or its button.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailedState, EmptyRows } from '../member-centre/kit/states';
import { SkeletonRows } from '../member-centre/kit/skeleton';
import { Icon } from '../ui/icons';
import './contracts.css';

export interface ContractListViewProps {
  status: 'loading' | 'ready' | 'failed';
  reloading: boolean;
  errorCode: string | null;
  count: number;
  onRefresh(): void;
  onRetry(): void;
  /** A banner above the cards (what the last step ended). */
  notice?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}

export function ContractListView({ status, reloading, errorCode, count, onRefresh, onRetry, notice, aside, children }: ContractListViewProps) {
  const { t } = useTranslation();
  return (
    <section className="ct-list" data-testid="contract-list" aria-busy={status === 'loading' || reloading}>
      <div className="ct-list__bar">
        <span className="ct-list__count">{status === 'ready' ? t('agentCentre.contracts.count', { count }) : ''}</span>
        <button type="button" className={reloading ? 'mc-icon-action is-spinning' : 'mc-icon-action'} onClick={onRefresh} disabled={reloading || status === 'loading'} aria-label={t('agentCentre.contracts.actions.refresh')} title={t('agentCentre.contracts.actions.refresh')} data-testid="contracts-refresh">
          <Icon name="refresh" size={16} />
        </button>
      </div>
      {notice}
      {status === 'loading' ? <SkeletonRows rows={3} label={t('agentCentre.contracts.loading')} /> : null}
      {status === 'failed' ? <FailedState errorCode={errorCode} onRetry={onRetry} testId="contracts-failed" /> : null}
      {status === 'ready' && count === 0 ? <EmptyRows icon="briefcase" title={t('agentCentre.contracts.empty.title')} text={t('agentCentre.contracts.empty.text')} testId="contracts-empty" /> : null}
      {status === 'ready' && count > 0 ? <div className="ct-list__cards">{children}</div> : null}
      {aside}
    </section>
  );
}
