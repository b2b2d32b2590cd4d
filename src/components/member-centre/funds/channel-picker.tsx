/** Payment channels as selectable cards, each with its kind's icon and its limits. */
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '../../../services/schemas/funds';
import { Icon, type IconName } from '../../ui/icons';
import { formatMoney } from '../kit/money';
import './funds.css';

const kindIcons: Record<string, IconName> = { bank: 'briefcase', ewallet: 'wallet', qr: 'ticket', crypto: 'spark' };

export function ChannelPicker({ channels, selected, onSelect, disabled }: { channels: DepositChannel[]; selected: string | null; onSelect(code: string): void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="mc-channels" role="radiogroup" aria-label={t('memberCentre.depositv2.channelTitle')} data-testid="deposit-channels">
      {channels.map((channel) => {
        const checked = channel.code === selected;
        return (
          <li key={channel.code} role="none">
            <button
              type="button"
              role="radio"
              aria-checked={checked}
              className="mc-channel"
              disabled={disabled}
              onClick={() => onSelect(channel.code)}
              data-testid={`deposit-channel-${channel.code}`}
            >
              <span className="mc-channel__icon">
                <Icon name={kindIcons[channel.kind] ?? 'wallet'} size={20} />
              </span>
              <span className="mc-channel__name">{channel.name}</span>
              <span className="mc-channel__limits">{t('memberCentre.kit.limits', { min: formatMoney(channel.minAmount), max: formatMoney(channel.maxAmount) })}</span>
              {checked ? (
                <span className="mc-channel__check" aria-hidden="true">
                  <Icon name="check" size={14} />
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
