/** The lottery menus: groups (labelName) of games, each with the draw open for bets and the time left to bet. */
import { useTranslation } from 'react-i18next';
import type { LotteryGame, LotteryMenu } from '../../services/schemas/games';
import { defaultGameIcon } from '../game-launch/game-picker-view';
import { LazyImage } from '../ui/lazy-image';
import { formatCountdown } from '../games/countdown';

export interface LotteryMenuProps {
  menus: LotteryMenu[];
  activeCode: string | null;
  /** Epoch milliseconds of the clock the countdowns read. */
  now: number;
  onSelect(game: LotteryGame): void;
}

export function LotteryMenuList({ menus, activeCode, now, onSelect }: LotteryMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className="lottery-menu" aria-label={t('games.lottery.menu.label')} data-testid="lottery-menu">
      {menus.map((menu) => (
        <section key={`${menu.gameGroupCode}-${menu.labelName}`} className="lottery-menu__group">
          <h2 className="lottery-menu__label">{menu.labelName}</h2>
          <ul className="lottery-menu__games">
            {menu.gameMenus.map((game) => {
              const left = formatCountdown(game.nextDrawAt - now);
              const active = game.gameCode === activeCode;
              return (
                <li key={game.gameCode}>
                  <button
                    type="button"
                    className={active ? 'lottery-menu__game is-active' : 'lottery-menu__game'}
                    aria-current={active ? 'true' : undefined}
                    disabled={game.maintenance}
                    onClick={() => onSelect(game)}
                    data-testid="lottery-menu-game"
                    data-game-code={game.gameCode}
                    data-next-draw={game.nextDrawAt}
                  >
                    <span className="lottery-menu__icon">
                      <LazyImage src={game.imageUrl} fallback={defaultGameIcon} alt="" draggable={false} />
                    </span>
                    <span className="lottery-menu__text">
                      <span className="lottery-menu__name">{game.gameName}</span>
                      <span className="lottery-menu__draw">{t('games.lottery.draw', { drawNo: game.drawNo })}</span>
                    </span>
                    <span className={left ? 'lottery-menu__clock' : 'lottery-menu__clock is-drawing'} data-testid="lottery-menu-countdown">
                      {game.maintenance ? t('games.lottery.menu.maintenance') : (left ?? t('games.lottery.drawing'))}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
