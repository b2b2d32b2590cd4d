/** The dialling-code picker placed in front of a mobile-number input. */
import type { Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialingCode {
  code: string;
  name: string;
  dialingCode: string;
}

export interface DialingCodeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  codes: DialingCode[];
  ref?: Ref<HTMLSelectElement>;
}

export function DialingCodeSelect({ codes, ref, ...select }: DialingCodeSelectProps) {
  const { t } = useTranslation();
  return (
    <select ref={ref} aria-label={t('form.dialingCode.label')} data-testid="dialing-code" {...select}>
      {codes.map((entry) => (
        <option key={entry.code} value={entry.dialingCode} title={entry.name}>
          +{entry.dialingCode.replace(/^\+/, '')}
        </option>
      ))}
    </select>
  );
}
