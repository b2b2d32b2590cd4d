/** The ladder of ranks, lowest first: threshold and privileges of each, the member's own rank marked. */
import { useTranslation } from 'react-i18next';
import type { VipRank } from '../../../services/schemas/vip';
import { MoneyText } from '../kit/money-text';
import { Panel } from '../kit/panel';
import { RankBadge, clubColours } from './rank-badge';

export function RankLadder({ ranks, current }: { ranks: VipRank[]; current: number }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('memberCentre.vip.ladder.title')} subtitle={t('memberCentre.vip.ladder.subtitle')} icon="star" testId="vip-ladder">
      <div className="vip-ladder" role="table" aria-label={t('memberCentre.vip.ladder.title')}>
        <div className="vip-ladder__row vip-ladder__row--head" role="row">
          <span role="columnheader">{t('memberCentre.vip.ladder.rank')}</span>
          <span role="columnheader">{t('memberCentre.vip.ladder.threshold')}</span>
          <span role="columnheader">{t('memberCentre.vip.ladder.privileges')}</span>
        </div>
        {ranks.map((rank) => {
          const mine = rank.rankLevel === current;
          const reached = rank.rankLevel <= current;
          return (
            <div
              key={rank.rankLevel}
              role="row"
              className={`vip-ladder__row${mine ? ' vip-ladder__row--current' : ''}${reached ? ' vip-ladder__row--reached' : ''}`}
              style={clubColours(rank.color, rank.color2)}
              aria-current={mine ? 'true' : undefined}
              data-testid={`vip-rank-${rank.rankLevel}`}
            >
              <span className="vip-ladder__rank" role="cell">
                <RankBadge rankLevel={rank.rankLevel} color={rank.color} color2={rank.color2} />
                <span className="vip-ladder__name">{rank.name}</span>
                {mine ? <span className="vip-ladder__you">{t('memberCentre.vip.ladder.you')}</span> : null}
              </span>
              <span className="vip-ladder__threshold" role="cell">
                {rank.rankLevel === 1 ? t('memberCentre.vip.ladder.start') : <MoneyText value={rank.threshold} size="sm" />}
              </span>
              <span className="vip-ladder__privileges" role="cell">
                {rank.privileges.map((privilege) => (
                  <span key={privilege} className={`vip-privilege vip-privilege--${privilege}`}>
                    {t(`memberCentre.vip.privilege.${privilege}`)}
                  </span>
                ))}
              </span>
            </div>
          );
        })}
      </div>
    </Panel>
  );
}
