/** Before a raise or a removal is asked: it waits 24 hours, then needs confirming, and the current limit holds until then. */
import { useTranslation } from 'react-i18next';
import type { SetLimitInput } from '../../../../services/schemas/limits';
import { Button } from '../../../ui/button';
import { formatMoney } from '../../kit/money';
import { Notice } from '../../kit/notice';

export function LimitReview({ draft, onProceed, onBack }: { draft: SetLimitInput; onProceed(): void; onBack(): void }) {
  const { t } = useTranslation();
  const kind = t(`memberCentre.saferPlay.limits.kinds.${draft.kind}`);
  const window = t(`memberCentre.saferPlay.limits.windows.${draft.window}`);
  return (
    <Notice
      tone="warning"
      testId="limit-review"
      title={draft.amount === null ? t('memberCentre.saferPlay.limits.review.removeTitle', { kind, window }) : t('memberCentre.saferPlay.limits.review.raiseTitle', { kind, window, amount: formatMoney(draft.amount) })}
      action={
        <div className="limit-review__actions">
          <Button size="sm" onClick={onProceed} data-testid="limit-review-proceed">
            {t('memberCentre.saferPlay.limits.review.proceed')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onBack} data-testid="limit-review-back">
            {t('memberCentre.saferPlay.limits.review.back')}
          </Button>
        </div>
      }
    >
      {t('memberCentre.saferPlay.limits.review.text')}
    </Notice>
  );
}
