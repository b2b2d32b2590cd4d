/**
 * The downline's request for a new contract: the kind and a note of at
 * most 140 characters for the upline, who answers with an offer or a
 * rejection.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { SubmitView } from '../../machines/centre-submit/centre-submit.selectors';
import { contractKinds, type ContractKind } from '../../services/schemas/contracts';
import { errorIdOf } from '../form/form-field';
import { useSchemaResolver } from '../form/schema-resolver';
import { useErrorText } from '../form/use-error-text';
import { useServerErrors } from '../form/use-server-errors';
import { CentreField, SelectField } from '../member-centre/kit/field';
import { Notice } from '../member-centre/kit/notice';
import { Button } from '../ui/button';
import './contracts.css';

export const requestNoteMax = 140;

export interface RequestValues {
  kind: ContractKind;
  note: string;
}

const requestSchema = v.object({
  kind: v.picklist(contractKinds, 'field.required'),
  note: v.pipe(v.string(), v.trim(), v.maxLength(requestNoteMax, 'field.invalid')),
});

export interface RequestFormProps {
  submit: SubmitView;
  onSubmit(values: RequestValues): void;
  onCancel(): void;
}

export function RequestForm({ submit, onSubmit, onCancel }: RequestFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<RequestValues>(requestSchema);
  const { register, handleSubmit, formState, setError, watch } = useForm<RequestValues>({ resolver, defaultValues: { kind: 'dailySalary', note: '' } });
  useServerErrors(setError, submit.fieldErrors, ['kind', 'note']);
  const note = watch('note');

  return (
    <form className="ct-request" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="request-form">
      <SelectField id="request-kind" label={t('agentCentre.contracts.request.kind')} error={errorText(formState.errors.kind?.message)} {...register('kind')}>
        {contractKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`agentCentre.contracts.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <CentreField
        id="request-note"
        label={t('agentCentre.contracts.request.note')}
        hint={`${[...note].length} / ${requestNoteMax}`}
        error={errorText(formState.errors.note?.message)}
      >
        <div className="form-input ct-textarea">
          <textarea
            id="request-note"
            maxLength={requestNoteMax}
            aria-describedby={errorIdOf('request-note')}
            placeholder={t('agentCentre.contracts.request.notePlaceholder')}
            data-testid="request-note"
            {...register('note')}
          />
        </div>
      </CentreField>
      {submit.errorCode ? (
        <Notice tone="danger" testId="request-failed">
          {errorText(submit.errorCode)}
        </Notice>
      ) : null}
      <div className="ct-offer__actions">
        <Button variant="ghost" onClick={onCancel} disabled={submit.busy} data-testid="request-cancel">
          {t('agentCentre.contracts.offer.cancel')}
        </Button>
        <Button type="submit" disabled={submit.busy} data-testid="request-submit">
          {submit.busy ? t('agentCentre.contracts.offer.sending') : t('agentCentre.contracts.request.submit')}
        </Button>
      </div>
    </form>
  );
}
