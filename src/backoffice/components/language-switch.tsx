/** EN / TY for the back office: the choice is kept for the next visit (i18n.ts). */
import { useTranslation } from 'react-i18next';
import { backofficeLanguages } from '../i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="bo-lang" role="group" aria-label={t('backoffice.language.label')}>
      {backofficeLanguages.map((language) => (
        <button key={language} type="button" className="bo-lang__btn" aria-pressed={i18n.language === language} onClick={() => void i18n.changeLanguage(language)} title={t(`backoffice.language.${language}`)}>
          {language}
        </button>
      ))}
    </div>
  );
}
