/**
 * Turns what a form or machine reports into text: a validation message of
 * src/forms (a locale key, with its numbers after a `|`), or a server error
 * code (looked up as `errors.<code>`, or `memberCentre.errors.<code>` /
 * `agentCentre.errors.<code>` for the codes only that centre shows, whose
 * texts load with it). Unknown
 * codes fall back to a generic sentence rather than showing a raw code.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeFieldMessage } from '../../forms/field-message';

export type ErrorText = (message: string | null | undefined) => string | null;

export function useErrorText(): ErrorText {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return null;
      const { key, values } = decodeFieldMessage(message);
      if (i18n.exists(`errors.${key}`)) return t(`errors.${key}`, values);
      if (i18n.exists(`memberCentre.errors.${key}`)) return t(`memberCentre.errors.${key}`, values);
      if (i18n.exists(`agentCentre.errors.${key}`)) return t(`agentCentre.errors.${key}`, values);
      if (i18n.exists(key)) return t(key, values);
      return t('errors.unknown');
    },
    [t, i18n],
  );
}
