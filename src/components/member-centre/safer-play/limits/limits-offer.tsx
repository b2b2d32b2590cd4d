/**
 * The deposit page's offer of limits (RTS 12A), made until the member sets
 * one or answers "not now", and its standing link to Safer play (RTS 12C).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Notice } from '../../kit/notice';

export function LimitsOffer({ onOpen, onDecline, busy }: { onOpen(): void; onDecline(): void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="info"
      testId="limits-offer"
      title={t('memberCentre.saferPlay.limits.offer.title')}
      action={
        <div className="limit-review__actions">
          <Button size="sm" onClick={onOpen} data-testid="limits-offer-open">
            {t('memberCentre.saferPlay.limits.offer.open')}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={onDecline} data-testid="limits-offer-decline">
            {t('memberCentre.saferPlay.limits.offer.dismiss')}
          </Button>
        </div>
      }
    >
      {t('memberCentre.saferPlay.limits.offer.text')}
    </Notice>
  );
}

export function SaferPlayLink({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <p className="limits-link">
      <a
        href="#safer-play-limits"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
        data-testid="deposit-safer-play"
      >
        {t('memberCentre.saferPlay.limits.link')}
      </a>
    </p>
  );
}
