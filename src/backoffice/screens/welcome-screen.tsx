/** For a role with no queue yet (content): the menu is empty until its screens come. */
import { useTranslation } from 'react-i18next';

export function WelcomeScreen() {
  const { t } = useTranslation();
  return <h1>{t('backoffice.title')}</h1>;
}
