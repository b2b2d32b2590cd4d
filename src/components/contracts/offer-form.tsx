/**
 * The upline's offer: the kind (fixed when answering a request), the terms
 * of that kind, and the same terms in plain words as they are typed. The
 * rules are checked here; the gateway's refusals show below their terms.
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferView } from '../../machines/contract/contract-offer.selectors';
import { contractKinds, dividendPeriods, maxRateOf, type ContractKind } from '../../services/schemas/contracts';
import { encodeFieldMessage } from '../../forms/field-message';
import { useErrorText } from '../form/use-error-text';
import { useServerErrors } from '../form/use-server-errors';
import { InputField, SelectField } from '../member-centre/kit/field';
import { Notice } from '../member-centre/kit/notice';
import { Button } from '../ui/button';
import { TermsSentence } from './contract-terms';
import { blankOffer, offerResolver, proposalOf, type OfferValues } from './offer-schema';
import { rateTerms, termNamesOf, type Terms } from './terms-text';
import './contracts.css';

export interface OfferFormProps {
  view: OfferView;
  onSubmit(proposal: { kind: ContractKind; terms: Terms }): void;
  onRetry(): void;
  onCancel(): void;
}

const allTerms = [...new Set(Object.values(termNamesOf).flat())];
const rateInvalid = 'contract.rate.invalid';

export function OfferForm({ view, onSubmit, onRetry, onCancel }: OfferFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fixedKind = view.answeringRequest ? view.kind : null;
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<OfferValues>({ resolver: offerResolver, defaultValues: blankOffer(view.kind ?? 'dailySalary') });
  const kind = watch('kind');
  // The rate's refusal reads with the kind's maximum, as the form's own check does.
  const serverErrors = useMemo(
    () => (view.fieldErrors ? Object.fromEntries(Object.entries(view.fieldErrors).map(([name, code]) => [name, code === rateInvalid ? encodeFieldMessage(code, { max: maxRateOf[kind] }) : code])) : null),
    [view.fieldErrors], // eslint-disable-line react-hooks/exhaustive-deps
  );
  useServerErrors(setError, serverErrors, allTerms);
  const values = watch();
  // As typed, so a term not filled in yet reads as a dash rather than as 0.
  const preview = Object.fromEntries(termNamesOf[kind].map((name) => [name, values[name] ?? '']));

  return (
    <form className="ct-offer" noValidate onSubmit={handleSubmit((typed) => onSubmit(proposalOf(typed)))} data-testid="offer-form">
      {fixedKind ? null : (
        <div className="ct-kinds" role="radiogroup" aria-label={t('agentCentre.contracts.offer.kind')}>
          {contractKinds.map((option) => (
            <button
              type="button"
              role="radio"
              aria-checked={kind === option}
              className={kind === option ? 'ct-kind is-selected' : 'ct-kind'}
              key={option}
              onClick={() => setValue('kind', option)}
              data-testid={`offer-kind-${option}`}
            >
              {t(`agentCentre.contracts.kinds.${option}`)}
            </button>
          ))}
        </div>
      )}
      <div className="ct-offer__grid">
        {termNamesOf[kind].map((name) =>
          name === 'period' ? (
            <SelectField key={name} id="offer-period" label={t('agentCentre.contracts.fields.period')} error={errorText(formState.errors.period?.message)} {...register('period')}>
              {dividendPeriods.map((period) => (
                <option key={period} value={period}>
                  {t(`agentCentre.contracts.periodNames.${period}`)}
                </option>
              ))}
            </SelectField>
          ) : (
            <InputField
              key={`${kind}-${name}`}
              id={`offer-${name}`}
              label={t(`agentCentre.contracts.fields.${name}`)}
              hint={rateTerms.includes(name) ? t('agentCentre.contracts.offer.rateHint', { max: maxRateOf[kind] }) : undefined}
              inputMode="decimal"
              autoComplete="off"
              error={errorText(formState.errors[name]?.message)}
              {...register(name)}
            />
          ),
        )}
      </div>
      <div className="ct-preview" aria-live="polite">
        <span className="ct-preview__label">{t('agentCentre.contracts.offer.preview')}</span>
        <TermsSentence kind={kind} terms={preview} testId="offer-preview" />
      </div>
      {view.errorCode && !view.fieldErrors ? (
        <Notice
          tone={view.canRetry ? 'warning' : 'danger'}
          testId="offer-failed"
          action={
            view.canRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry} data-testid="offer-retry">
                {t('agentCentre.contracts.offer.retry')}
              </Button>
            ) : undefined
          }
        >
          {errorText(view.errorCode)}
        </Notice>
      ) : null}
      <div className="ct-offer__actions">
        <Button variant="ghost" onClick={onCancel} disabled={view.busy} data-testid="offer-cancel">
          {t('agentCentre.contracts.offer.cancel')}
        </Button>
        <Button type="submit" disabled={view.busy || view.phase === 'failed'} data-testid="offer-submit">
          {view.busy ? t('agentCentre.contracts.offer.sending') : t('agentCentre.contracts.offer.submit')}
        </Button>
      </div>
    </form>
  );
}
