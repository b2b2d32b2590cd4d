/**
 * A section of the site as the shell presents it: heading band, the sibling
 * categories for game sections, and a card saying what the section holds
 * with a way back home (or the section's own action).
 */
import type { ReactNode } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../components/layout/section-page';
import { CategoryStrip } from '../../components/layout/category-strip';
import { EmptyState } from '../../components/ui/empty-state';
import { Button } from '../../components/ui/button';
import { navigateTo } from '../navigation';
import { gameCategories, sections } from '../sections';

const categoryLinks = gameCategories.map((entry) => ({ to: entry.to, icon: entry.icon, labelKey: `shell.sections.${entry.key}.title` }));

export function SectionScreen({ sectionKey, action }: { sectionKey: string; action?: ReactNode }) {
  const { t } = useTranslation();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = sections[sectionKey];
  const go = (to: string) => void navigateTo(router, to);
  return (
    <SectionPage icon={section.icon} title={t(`shell.sections.${section.key}.title`)} intro={t(`shell.sections.${section.key}.intro`)} testId={`section-${section.key}`}>
      {section.category ? <CategoryStrip links={categoryLinks} activePath={pathname} onNavigate={go} /> : null}
      <EmptyState
        icon={section.icon}
        title={t(`shell.sections.${section.key}.emptyTitle`)}
        text={t(`shell.sections.${section.key}.emptyText`)}
        action={
          action ?? (
            <Button variant="secondary" onClick={() => go('/')}>
              {t('shell.common.backHome')}
            </Button>
          )
        }
      />
    </SectionPage>
  );
}
