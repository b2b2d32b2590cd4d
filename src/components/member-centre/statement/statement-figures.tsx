/** The statement's figures in four groups: balance, money in and out, play (bonus stakes apart), and since the account opened. */
import { useTranslation } from 'react-i18next';
import type { Statement } from '../../../services/schemas/statement';
import { DetailList } from '../kit/detail-list';
import { MoneyText } from '../kit/money-text';
import { SignedAmount } from '../records/signed-amount';

export function StatementFigures({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`memberCentre.statement.figure.${key}`);
  const money = (key: string, value: string, emphasis = false) => ({ key, label: label(key), value: <MoneyText value={value} size="sm" testId={`statement-${key}`} />, emphasis });
  const signed = (key: string, value: string, emphasis = false) => ({ key, label: label(key), value: <SignedAmount amount={value} testId={`statement-${key}`} />, emphasis });
  const groups = [
    { key: 'balance', items: [money('openingBalance', statement.openingBalance), money('closingBalance', statement.closingBalance, true)] },
    {
      key: 'money',
      items: [money('deposits', statement.period.deposits), money('withdrawals', statement.period.withdrawals), signed('netDeposits', statement.period.netDeposits, true), signed('otherMovements', statement.otherMovements)],
    },
    {
      key: 'play',
      items: [
        { key: 'rounds', label: label('rounds'), value: <span data-testid="statement-rounds">{statement.rounds}</span>, emphasis: false },
        money('stakes', statement.stakes.total),
        money('cashStakes', statement.stakes.cash),
        money('bonusStakes', statement.stakes.bonus),
        money('winnings', statement.winnings),
        signed('netResult', statement.netResult, true),
      ],
    },
    {
      key: 'lifetime',
      items: [money('lifetimeDeposits', statement.lifetime.deposits), money('lifetimeWithdrawals', statement.lifetime.withdrawals), signed('lifetimeNetDeposits', statement.lifetime.netDeposits, true)],
    },
  ];
  return (
    <div className="statement__groups">
      {groups.map((group) => (
        <section key={group.key} className="statement__group" aria-labelledby={`statement-group-${group.key}`}>
          <h4 id={`statement-group-${group.key}`} className="statement__group-title">
            {t(`memberCentre.statement.group.${group.key}`)}
          </h4>
          <DetailList items={group.items} testId={`statement-group-${group.key}`} />
        </section>
      ))}
    </div>
  );
}
