/** An amount as the member reads it: symbol, grouped digits, two decimals. */
import { formatMoney } from './money';
import './kit.css';

export function MoneyText({ value, symbol, size = 'md', testId }: { value: string | null | undefined; symbol?: string; size?: 'sm' | 'md' | 'lg' | 'xl'; testId?: string }) {
  return (
    <span className={`mc-money mc-money--${size}`} data-testid={testId}>
      {symbol ? <span className="mc-money__symbol">{symbol}</span> : null}
      {formatMoney(value)}
    </span>
  );
}
