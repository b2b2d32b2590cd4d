import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/app-context';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';
import { Button } from '../components/ui/button';

export const Route = createFileRoute('/download')({
  staticData: { layout: layouts.bare },
  component: DownloadPage,
});

function DownloadPage() {
  const { t } = useTranslation();
  const { actors } = useApp();
  return (
    <SectionScreen
      sectionKey="down"
      action={
        <Button variant="primary" size="lg" onClick={() => actors.shell.send({ type: 'modal.open', modal: 'appDownload' })}>
          {t('shell.sections.down.action')}
        </Button>
      }
    />
  );
}
