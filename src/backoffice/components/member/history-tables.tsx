/** The rows of each history tab: ledger with running balance, bets with their detail, bonuses with wagering, sign-ins. */
import { useTranslation } from 'react-i18next';
import type { BetRow, BonusRow, LedgerRow, SignInRow } from '../../services/members.api';
import { formatTime } from '../format';

export function LedgerTable({ rows }: { rows: LedgerRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="bo-table" data-testid="ledger-table">
      <thead>
        <tr>
          <th scope="col">{t('backoffice.audit.time')}</th>
          <th scope="col">{t('backoffice.member.ledger.kind')}</th>
          <th scope="col">{t('backoffice.queue.reference')}</th>
          <th scope="col" className="bo-num">{t('backoffice.queue.amount')}</th>
          <th scope="col" className="bo-num">{t('backoffice.member.ledger.balanceAfter')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{formatTime(row.createdAt, i18n.language)}</td>
            <td>{t(`backoffice.member.ledger.kinds.${row.kind}`, { defaultValue: row.kind })}</td>
            <td>{row.reference}</td>
            <td className="bo-num">{row.amount}</td>
            <td className="bo-num">{row.balanceAfter}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BetsTable({ rows }: { rows: BetRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="bo-table">
      <thead>
        <tr>
          <th scope="col">{t('backoffice.audit.time')}</th>
          <th scope="col">{t('backoffice.member.bets.round')}</th>
          <th scope="col">{t('backoffice.member.bets.game')}</th>
          <th scope="col" className="bo-num">{t('backoffice.member.bets.stake')}</th>
          <th scope="col" className="bo-num">{t('backoffice.member.bets.payout')}</th>
          <th scope="col">{t('backoffice.member.bets.detail')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.roundId}>
            <td>{formatTime(row.createdAt, i18n.language)}</td>
            <td>{row.roundId}</td>
            <td>
              {row.vendor} · {row.category}
            </td>
            <td className="bo-num">{row.stake}</td>
            <td className="bo-num">{row.status === 'open' ? t('backoffice.member.bets.open') : row.payout}</td>
            <td className="bo-change">{JSON.stringify(row.detail)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BonusesTable({ rows }: { rows: BonusRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="bo-table">
      <thead>
        <tr>
          <th scope="col">{t('backoffice.member.bonuses.title')}</th>
          <th scope="col">{t('backoffice.queue.status')}</th>
          <th scope="col" className="bo-num">{t('backoffice.member.bonuses.bonus')}</th>
          <th scope="col">{t('backoffice.member.bonuses.wagering')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.title}</td>
            <td>{t(`backoffice.member.bonuses.statuses.${row.status}`, { defaultValue: row.status })}</td>
            <td className="bo-num">{String(row.bonus ?? '')}</td>
            <td>{t('backoffice.item.wagered', { wagered: row.wagered, required: row.required })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SignInsTable({ rows }: { rows: SignInRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="bo-table">
      <thead>
        <tr>
          <th scope="col">{t('backoffice.audit.time')}</th>
          <th scope="col">{t('backoffice.audit.address')}</th>
          <th scope="col">{t('backoffice.member.signIns.browser')}</th>
          <th scope="col">{t('backoffice.member.signIns.session')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.signedInAt}:${row.ip}:${row.deviceId}`}>
            <td>{formatTime(row.signedInAt, i18n.language)}</td>
            <td>{row.ip}</td>
            <td className="bo-change">{row.userAgent}</td>
            <td>{row.open ? t('backoffice.member.signIns.open') : t('backoffice.member.signIns.ended')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
