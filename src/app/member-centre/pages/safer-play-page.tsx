/**
 * Safer play (RTS 12, 13; MGA player protection): the member's own
 * protections, one section each (./safer-play/sections.tsx). The gateway
 * decides and enforces every one; this page shows them and asks for changes.
 */
import { useTranslation } from 'react-i18next';
import { SaferPlayIntro } from '../../../components/member-centre/safer-play/safer-play-intro';
import type { CentrePageProps } from '../page-props';
import { saferPlaySections } from './safer-play/sections';

export default function SaferPlayPage({ go, close }: CentrePageProps) {
  const { t } = useTranslation();
  return (
    <div className="safer-play" data-testid="safer-play-page">
      <SaferPlayIntro sections={saferPlaySections.map((section) => ({ key: section.key, title: t(section.titleKey) }))} />
      {saferPlaySections.map(({ key, titleKey, Component }) => (
        <section key={key} id={`safer-play-${key}`} className="safer-play__section" aria-label={t(titleKey)} data-testid={`safer-play-${key}`}>
          <Component go={go} close={close} />
        </section>
      ))}
    </div>
  );
}
