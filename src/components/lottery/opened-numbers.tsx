/** The latest opened numbers: game, issue and the drawn balls, newest first. */
import { useTranslation } from 'react-i18next';
import type { OpenedDraw } from '../../services/schemas/games';

export function OpenedNumbers({ draws, limit = 8 }: { draws: OpenedDraw[]; limit?: number }) {
  const { t } = useTranslation();
  return (
    <section className="lottery-panel" data-testid="lottery-opened">
      <h2 className="lottery-panel__title">{t('games.lottery.opened.title')}</h2>
      {draws.length === 0 ? (
        <p className="lottery-panel__empty">{t('games.lottery.opened.empty')}</p>
      ) : (
        <ul className="opened-numbers">
          {draws.slice(0, limit).map((draw) => (
            <li key={`${draw.gameCode}-${draw.drawNo}`} className="opened-numbers__row" data-testid="lottery-opened-draw">
              <span className="opened-numbers__game">{draw.gameName}</span>
              <span className="opened-numbers__issue">{t('games.lottery.draw', { drawNo: draw.drawNo })}</span>
              <span className="opened-numbers__balls" aria-label={draw.numbers.join(', ')}>
                {draw.numbers.map((number, index) => (
                  <span key={index} className="opened-numbers__ball">
                    {number}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
