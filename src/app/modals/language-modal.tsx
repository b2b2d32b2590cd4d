/**
 * Language: every language of the gateway, the brand's supported (and
 * bundled) ones pickable. Switching goes through the app's changeLanguage
 * (locale, hisLang, the member's language on the gateway).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { LanguageGrid } from '../../components/language/language-grid';
import { bundledLanguages, languages } from '../../i18n/languages';
import { selectAnswer } from '../../machines/system-status/system-status.selectors';
import { useApp } from '../app-context';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 760, labelKey: 'language.title' };

export default function LanguageModal({ onClose }: ModalProps) {
  const { actors, changeLanguage } = useApp();
  const { i18n } = useTranslation();
  const supported = useSelector(actors.systemStatus, (snapshot) => selectAnswer(snapshot)?.info.brand.supportedLanguages ?? bundledLanguages);
  const available = supported.filter((code) => bundledLanguages.includes(code));
  return (
    <LanguageGrid
      options={languages}
      available={available}
      current={i18n.language}
      onPick={(code) => {
        // Texts that fail to download leave the page in its language; picking it again downloads again.
        changeLanguage(code).catch(() => undefined);
        onClose();
      }}
    />
  );
}
