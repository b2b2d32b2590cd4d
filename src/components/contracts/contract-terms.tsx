/** A contract's terms: the plain-words sentence, then each term as a label and a value. */
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '../../services/schemas/contracts';
import { formatTerm, termNamesOf, termsValues, type Terms } from './terms-text';

export function TermsSentence({ kind, terms, testId }: { kind: ContractKind; terms: Terms; testId?: string }) {
  const { t } = useTranslation();
  const values = termsValues(terms);
  const period = typeof terms.period === 'string' ? t(`agentCentre.contracts.periods.${terms.period}`) : '';
  // The active members' count picks the sentence's plural ("1 member", "2 members"); a term still being typed has none.
  const members = terms.activeMembers === undefined || terms.activeMembers === '' ? Number.NaN : Number(terms.activeMembers);
  const count = Number.isFinite(members) ? { count: members } : {};
  return (
    <p className="ct-sentence" data-testid={testId}>
      {t(`agentCentre.contracts.terms.${kind}`, { ...values, period, ...count })}
    </p>
  );
}

export function TermsGrid({ kind, terms }: { kind: ContractKind; terms: Terms }) {
  const { t } = useTranslation();
  return (
    <dl className="ct-terms">
      {termNamesOf[kind].map((name) => (
        <div className="ct-terms__item" key={name}>
          <dt>{t(`agentCentre.contracts.fields.${name}`)}</dt>
          <dd data-testid={`term-${name}`}>
            {name === 'period' ? t(`agentCentre.contracts.periodNames.${String(terms.period)}`) : formatTerm(name, terms[name])}
            {['rate', 'profitRate', 'lossRate'].includes(name) ? <span className="ct-terms__unit">%</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
