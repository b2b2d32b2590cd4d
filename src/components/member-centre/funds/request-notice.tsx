/**
 * What a money form shows besides its fields: the refusal (unless every
 * reason already sits below a field), with the amounts it names when its
 * code has a details text (`memberCentre.refusalDetails.<code>`: how far a
 * bonus's turnover is), and, after a lost answer, the retry that resends
 * the same request, which the gateway never carries out twice.
 */
import { useTranslation } from 'react-i18next';
import type { MoneyRequestView } from '../../../machines/money-request/money-request.selectors';
import { useErrorText } from '../../form/use-error-text';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { formatMoney } from '../kit/money';
import { Notice } from '../kit/notice';

export function RequestNotice({ view, onRetry, onCancel, testId = 'request-notice' }: { view: MoneyRequestView<unknown>; onRetry(): void; onCancel(): void; testId?: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  if (view.phase === 'failed') {
    return (
      <Notice
        tone="warning"
        title={t('memberCentre.kit.lost.title')}
        testId={testId}
        action={
          <>
            <Button variant="ghost" size="sm" onClick={onCancel} data-testid="request-cancel">
              {t('memberCentre.kit.cancel')}
            </Button>
            <Button size="sm" onClick={onRetry} data-testid="request-retry">
              <Icon name="refresh" size={16} />
              {t('memberCentre.kit.retry')}
            </Button>
          </>
        }
      >
        {t('memberCentre.kit.lost.text')}
      </Notice>
    );
  }
  if (view.phase !== 'refused' || !view.errorCode) return null;
  const shownBelowFields = view.fieldErrors !== null && Object.values(view.fieldErrors).includes(view.errorCode);
  if (shownBelowFields) return null;
  const detailsKey = `memberCentre.refusalDetails.${view.errorCode}`;
  const amounts = view.errorAmounts ? Object.fromEntries(Object.entries(view.errorAmounts).map(([name, amount]) => [name, formatMoney(amount)])) : null;
  return (
    <Notice tone="danger" testId={testId}>
      {errorText(view.errorCode)}
      {amounts && i18n.exists(detailsKey) ? (
        <span className="mc-notice__details" data-testid={`${testId}-details`}>
          {t(detailsKey, amounts)}
        </span>
      ) : null}
    </Notice>
  );
}
