/**
 * missionLeaderboard: three figures of the member's missions, the missions
 * with their progress and claim buttons, and the leaderboard; the outcome
 * of the last claim shows above them.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Notice, type NoticeTone } from '../kit/notice';
import { Panel } from '../kit/panel';
import { LeaderboardBoard, type LeaderboardBoardProps } from './leaderboard-board';
import { MissionList, type MissionListProps } from './mission-list';
import './missions.css';

export interface MissionNotice {
  tone: NoticeTone;
  title: ReactNode;
  text?: ReactNode;
}

export interface MissionFigures {
  open: number;
  claimable: number;
  points: number;
}

export interface MissionLeaderboardViewProps {
  figures: MissionFigures | null;
  notice: MissionNotice | null;
  missions: MissionListProps;
  board: LeaderboardBoardProps;
  onDismissNotice(): void;
  onRetryClaim?: () => void;
}

export function MissionLeaderboardView({ figures, notice, missions, board, onDismissNotice, onRetryClaim }: MissionLeaderboardViewProps) {
  const { t } = useTranslation();
  const tiles: (keyof MissionFigures)[] = ['open', 'claimable', 'points'];
  return (
    <div className="ms" data-testid="mission-leaderboard">
      <div className="ms-figures">
        {tiles.map((tile) => (
          <div key={tile} className={`ms-figure is-${tile}`} data-testid={`mission-figure-${tile}`}>
            <span className="ms-figure__value">{figures ? figures[tile] : '—'}</span>
            <span className="ms-figure__label">{t(`memberCentre.missionLeaderboard.figures.${tile}`)}</span>
          </div>
        ))}
      </div>
      {notice ? (
        <Notice
          tone={notice.tone}
          title={notice.title}
          testId="mission-notice"
          action={
            <>
              {onRetryClaim ? (
                <Button size="sm" variant="secondary" onClick={onRetryClaim} data-testid="mission-retry">
                  {t('memberCentre.missionLeaderboard.retry')}
                </Button>
              ) : null}
              <button type="button" className="ms-notice-close" onClick={onDismissNotice} aria-label={t('memberCentre.missionLeaderboard.dismiss')}>
                ×
              </button>
            </>
          }
        >
          {notice.text}
        </Notice>
      ) : null}
      <div className="ms-columns">
        <Panel title={t('memberCentre.missionLeaderboard.missions.title')} subtitle={t('memberCentre.missionLeaderboard.missions.subtitle')} icon="star" testId="missions-panel">
          <MissionList {...missions} />
        </Panel>
        <Panel title={t('memberCentre.missionLeaderboard.board.title')} subtitle={t('memberCentre.missionLeaderboard.board.subtitle')} icon="crown" testId="leaderboard-panel">
          <LeaderboardBoard {...board} />
        </Panel>
      </div>
    </div>
  );
}
