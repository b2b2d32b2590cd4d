/** The member beside a queue item: main balance, latest deposits and withdrawals, open bonus requirements. */
import { useTranslation } from 'react-i18next';
import type { MemberContext } from '../services/backoffice.api';
import { formatTime } from './format';

export function MemberContextView({ context }: { context: MemberContext }) {
  const { t, i18n } = useTranslation();
  const main = context.balance.balance.find((wallet) => wallet.accountTypeId === 0)?.availBalance ?? context.balance.sumBalance;
  const records = (title: string, rows: MemberContext['deposits']) => (
    <section className="bo-context__block">
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="bo-muted">{t('backoffice.item.noRecords')}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.reference}>
              <span>{row.reference}</span> <span className="bo-num">{row.amount}</span> <span>{t(`backoffice.queue.statuses.${row.status}`)}</span>{' '}
              <span className="bo-muted">{formatTime(row.createdAt, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div className="bo-context">
      <dl className="bo-context__facts">
        <div>
          <dt>{t('backoffice.item.member')}</dt>
          <dd>{context.account}</dd>
        </div>
        <div>
          <dt>{t('backoffice.item.balance')}</dt>
          <dd className="bo-num" data-testid="member-balance">
            {main.toFixed(2)}
          </dd>
        </div>
      </dl>
      {records(t('backoffice.item.recentDeposits'), context.deposits)}
      {records(t('backoffice.item.recentWithdrawals'), context.withdrawals)}
      <section className="bo-context__block">
        <h3>{t('backoffice.item.requirements')}</h3>
        {context.requirements.length === 0 ? (
          <p className="bo-muted">{t('backoffice.item.noRequirements')}</p>
        ) : (
          <ul>
            {context.requirements.map((requirement) => (
              <li key={requirement.id}>
                {requirement.title}: {t('backoffice.item.wagered', { wagered: requirement.wagered, required: requirement.required })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
