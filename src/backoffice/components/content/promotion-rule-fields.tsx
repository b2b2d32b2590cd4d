/**
 * The claim rule's fields of the promotion editor: what a claim pays, how
 * often, what must be done first and the wagering on the bonus. Prizes of a
 * lucky draw, the game categories and the wagering weights are carried over
 * unchanged from the rule being edited.
 */
import { useTranslation } from 'react-i18next';
import type { PromotionBody, PromotionChoices, PromotionRuleBody } from '../../services/promotion-content';
import { ContentField } from './content-field';
import type { FormValues } from './content-form-frame';

export const emptyRule: PromotionRuleBody = {
  rewardType: 'fixed',
  rewardAmount: '0',
  rewardRate: '0',
  maxReward: null,
  prizes: [],
  period: 'once',
  requirement: 'none',
  requirementAmount: '0',
  categories: [],
  wagering: null,
  needsApproval: false,
  enabled: true,
};

/** The rule the form's values describe, or null when the promotion is not claimable. */
export function ruleFrom(form: FormValues, initial: PromotionBody['rule']): PromotionRuleBody | null {
  if (!form.checked('claimable')) return null;
  const kept = initial ?? emptyRule;
  const multiple = form.text('wageringMultiple');
  return {
    ...kept,
    rewardType: form.text('rewardType') as PromotionRuleBody['rewardType'],
    rewardAmount: form.text('rewardAmount') || '0',
    rewardRate: form.text('rewardRate') || '0',
    maxReward: form.text('maxReward') || null,
    period: form.text('period') as PromotionRuleBody['period'],
    requirement: form.text('requirement') as PromotionRuleBody['requirement'],
    requirementAmount: form.text('requirementAmount') || '0',
    wagering: multiple
      ? {
          multiple,
          base: form.text('wageringBase') as NonNullable<PromotionRuleBody['wagering']>['base'],
          weights: kept.wagering?.weights ?? {},
        }
      : null,
    needsApproval: form.checked('needsApproval'),
    enabled: form.checked('enabled'),
  };
}

export function PromotionRuleFields({ choices, initial, errors }: { choices: PromotionChoices; initial: PromotionBody['rule']; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`backoffice.content.promotion.rule.${key}`);
  const rule = initial ?? emptyRule;
  const select = (name: string, path: string, options: readonly string[], value: string) => (
    <ContentField name={name} label={label(name)} path={path} errors={errors}>
      {(props) => (
        <select {...props} defaultValue={value}>
          {options.map((option) => (
            <option key={option} value={option}>
              {label(`${name}s.${option}`)}
            </option>
          ))}
        </select>
      )}
    </ContentField>
  );
  const amount = (name: string, path: string, value: string) => (
    <ContentField name={name} label={label(name)} path={path} errors={errors}>
      {(props) => <input {...props} inputMode="decimal" defaultValue={value} />}
    </ContentField>
  );
  const box = (name: 'claimable' | 'needsApproval' | 'enabled', checked: boolean) => (
    <label className="bo-check">
      <input type="checkbox" name={name} defaultChecked={checked} /> {label(name)}
    </label>
  );
  return (
    <fieldset className="bo-rule">
      <legend>{label('heading')}</legend>
      <p className="bo-muted bo-field--span">{label('explain')}</p>
      {box('claimable', initial !== null)}
      {box('enabled', rule.enabled)}
      {box('needsApproval', rule.needsApproval)}
      {select('rewardType', 'body.rule.rewardType', choices.rewardTypes, rule.rewardType)}
      {amount('rewardAmount', 'body.rule.rewardAmount', rule.rewardAmount)}
      {amount('rewardRate', 'body.rule.rewardRate', rule.rewardRate)}
      {amount('maxReward', 'body.rule.maxReward', rule.maxReward ?? '')}
      {select('period', 'body.rule.period', choices.periods, rule.period)}
      {select('requirement', 'body.rule.requirement', choices.requirements, rule.requirement)}
      {amount('requirementAmount', 'body.rule.requirementAmount', rule.requirementAmount)}
      {amount('wageringMultiple', 'body.rule.wagering.multiple', rule.wagering?.multiple ?? '')}
      {select('wageringBase', 'body.rule.wagering.base', choices.wageringBases, rule.wagering?.base ?? 'bonus')}
    </fieldset>
  );
}
