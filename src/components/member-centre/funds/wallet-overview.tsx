/**
 * The member's wallets: the main wallet with the total and "recall all",
 * then one card per game wallet with its balance, its own refresh, and a
 * click that makes it the transfer's destination. A single-wallet brand
 * shows the main wallet only.
 */
import { useTranslation } from 'react-i18next';
import type { WalletItem } from '../../../services/schemas/funds';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { MoneyText } from '../kit/money-text';
import { formatCents, toCents } from '../kit/money';
import { RefreshButton } from '../kit/refresh-button';
import { StatusPill } from '../kit/status-pill';
import './funds.css';

export interface WalletOverviewProps {
  wallets: WalletItem[];
  single: boolean;
  symbol: string;
  /** The wallet whose balance is being loaded again. */
  refreshing: number | null;
  recallBusy: boolean;
  /** The transfer form's destination, highlighted. */
  picked: number | null;
  onRecall(): void;
  onRefresh(accountTypeId: number): void;
  onPick(accountTypeId: number): void;
}

export function WalletOverview({ wallets, single, symbol, refreshing, recallBusy, picked, onRecall, onRefresh, onPick }: WalletOverviewProps) {
  const { t } = useTranslation();
  const main = wallets.find((wallet) => wallet.accountTypeId === 0);
  const games = single ? [] : wallets.filter((wallet) => wallet.accountTypeId !== 0);
  const total = wallets.reduce((sum, wallet) => sum + (toCents(wallet.balance) ?? 0n), 0n);
  const inGames = games.reduce((sum, wallet) => sum + (toCents(wallet.balance) ?? 0n), 0n);

  return (
    <div className="mc-wallets" data-testid="wallets">
      <div className="mc-wallet-hero">
        <div className="mc-wallet-hero__main">
          <p className="mc-eyebrow">{t('memberCentre.transferFund.mainWallet')}</p>
          <div className="mc-wallet-hero__balance">
            <MoneyText value={main?.balance} symbol={symbol} size="xl" testId="wallet-main-balance" />
            <RefreshButton label={t('memberCentre.transferFund.refresh')} busy={refreshing === 0} onClick={() => onRefresh(0)} testId="wallet-refresh-0" />
          </div>
        </div>
        {single ? null : (
          <div className="mc-wallet-hero__side">
            <dl className="mc-wallet-hero__stats">
              <div>
                <dt>{t('memberCentre.transferFund.total')}</dt>
                <dd data-testid="wallet-total">{formatCents(total)}</dd>
              </div>
              <div>
                <dt>{t('memberCentre.transferFund.inGames')}</dt>
                <dd>{formatCents(inGames)}</dd>
              </div>
            </dl>
            <Button variant="accent" onClick={onRecall} disabled={recallBusy || inGames === 0n} data-testid="wallet-recall">
              {recallBusy ? <Spinner size={16} label={t('memberCentre.kit.loading')} /> : <Icon name="download" size={16} />}
              {t('memberCentre.transferFund.recallAll')}
            </Button>
          </div>
        )}
      </div>
      {games.length ? (
        <ul className="mc-wallet-grid">
          {games.map((wallet) => (
            <li key={wallet.accountTypeId} className={picked === wallet.accountTypeId ? 'mc-wallet is-picked' : 'mc-wallet'} data-testid={`wallet-${wallet.accountTypeId}`}>
              <button type="button" className="mc-wallet__pick" disabled={wallet.maintenance} onClick={() => onPick(wallet.accountTypeId)} aria-pressed={picked === wallet.accountTypeId}>
                <span className="mc-wallet__vendor">{wallet.vendor.slice(0, 4)}</span>
                <span className="mc-wallet__name">{wallet.name}</span>
                <MoneyText value={wallet.balance} size="md" testId={`wallet-balance-${wallet.accountTypeId}`} />
                {wallet.maintenance ? <StatusPill tone="danger">{t('memberCentre.transferFund.maintenance')}</StatusPill> : null}
              </button>
              <div className="mc-wallet__corner">
                {wallet.maintenance ? null : (
                  <RefreshButton
                    label={t('memberCentre.transferFund.refreshWallet', { name: wallet.name })}
                    busy={refreshing === wallet.accountTypeId}
                    onClick={() => onRefresh(wallet.accountTypeId)}
                    testId={`wallet-refresh-${wallet.accountTypeId}`}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
