/**
 * The reward centre (rewardCenter): the promotions the member may claim, and
 * the member's claims and applications, as two tabs; the outcome of the last
 * claim shows above them.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Notice, type NoticeTone } from '../kit/notice';
import { ClaimsTable, type ClaimsTableProps } from './claims-table';
import { RewardGrid, type RewardGridProps } from './reward-grid';
import './reward-center.css';

export type RewardTab = 'promotions' | 'claims';

export interface RewardNotice {
  tone: NoticeTone;
  title: ReactNode;
  text?: ReactNode;
}

export interface RewardCenterViewProps {
  tab: RewardTab;
  /** Promotions ready to claim or join: the tab's count. */
  readyCount: number;
  notice: RewardNotice | null;
  grid: RewardGridProps;
  claims: ClaimsTableProps;
  /** The application form, shown in place of the promotions while open. */
  application?: ReactNode;
  onTab(tab: RewardTab): void;
  onDismissNotice(): void;
  /** Offered when the last claim got no answer: sends it again with the same request id. */
  onRetryClaim?: () => void;
}

export function RewardCenterView({ tab, readyCount, notice, grid, claims, application, onTab, onDismissNotice, onRetryClaim }: RewardCenterViewProps) {
  const { t } = useTranslation();
  const tabs: RewardTab[] = ['promotions', 'claims'];
  return (
    <div className="rc" data-testid="reward-center">
      <div className="rc-tabs" role="tablist" aria-label={t('memberCentre.rewardCenter.tabs.label')}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`rc-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`rc-panel-${name}`}
            className={tab === name ? 'rc-tab is-active' : 'rc-tab'}
            onClick={() => onTab(name)}
            data-testid={`reward-tab-${name}`}
          >
            {t(`memberCentre.rewardCenter.tabs.${name}`)}
            {name === 'promotions' && readyCount > 0 ? <span className="rc-tab__count">{readyCount}</span> : null}
          </button>
        ))}
      </div>
      {notice ? (
        <Notice
          tone={notice.tone}
          title={notice.title}
          testId="reward-notice"
          action={
            <>
              {onRetryClaim ? (
                <Button size="sm" variant="secondary" onClick={onRetryClaim} data-testid="reward-retry">
                  {t('memberCentre.rewardCenter.retry')}
                </Button>
              ) : null}
              <button type="button" className="rc-notice-close" onClick={onDismissNotice} aria-label={t('memberCentre.rewardCenter.dismiss')}>
                ×
              </button>
            </>
          }
        >
          {notice.text}
        </Notice>
      ) : null}
      <div role="tabpanel" id={`rc-panel-${tab}`} aria-labelledby={`rc-tab-${tab}`}>
        {tab === 'claims' ? <ClaimsTable {...claims} /> : (application ?? <RewardGrid {...grid} />)}
      </div>
    </div>
  );
}
