/** What came out of one round: the slot's reels and winning lines, the side picked and the side that won, the lottery picks and the draw. */
import { useTranslation } from 'react-i18next';
import type { RecallOutcome } from '../../services/schemas/statement';

export function RecallOutcomeView({ outcome }: { outcome: RecallOutcome }) {
  const { t } = useTranslation();
  const symbol = (id: string) => t(`games.recall.symbol.${id}`, { defaultValue: id });
  const side = (id: string) => t(`games.recall.side.${id}`, { defaultValue: id });
  switch (outcome.kind) {
    case 'slot':
      return (
        <div className="recall-outcome" data-testid="recall-slot">
          {outcome.reels ? (
            <table className="recall-reels" aria-label={t('games.recall.slot.reels')}>
              <tbody>
                {outcome.reels[0]!.map((_, row) => (
                  <tr key={row}>
                    {outcome.reels!.map((reel, index) => (
                      <td key={index} data-symbol={reel[row]}>
                        {symbol(reel[row]!)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="recall-note">{t('games.recall.slot.noReels')}</p>
          )}
          <p className="recall-note" data-testid="recall-wins">
            {outcome.lineWins.length === 0 && outcome.scatter < 3
              ? t('games.recall.slot.noWin')
              : [
                  ...outcome.lineWins.map((win) => t('games.recall.slot.lineWin', { line: win.line + 1, count: win.count, symbol: symbol(win.symbol) })),
                  ...(outcome.scatter >= 3 ? [t('games.recall.slot.scatter', { count: outcome.scatter })] : []),
                ].join(' · ')}
          </p>
        </div>
      );
    case 'duel':
      return (
        <p className="recall-note" data-testid="recall-duel">
          {t('games.recall.duel.picked', { side: side(outcome.side) })} · {t('games.recall.duel.result', { result: side(outcome.result) })}
        </p>
      );
    case 'lotto':
      return (
        <p className="recall-note" data-testid="recall-lotto">
          {t('games.recall.lotto.draw', { drawNo: outcome.drawNo, playType: outcome.playType })} · {t('games.recall.lotto.picks', { picks: outcome.picks.join(' ') })} ·{' '}
          {outcome.numbers ? t('games.recall.lotto.drawn', { numbers: outcome.numbers.join(' ') }) : t('games.recall.lotto.notDrawn')}
        </p>
      );
    default:
      return <p className="recall-note">{t('games.recall.plain')}</p>;
  }
}
