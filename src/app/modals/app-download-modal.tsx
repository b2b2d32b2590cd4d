/** App download: the Android and iOS links come from the status answer's resources. */
import { useSelector } from '@xstate/react';
import { AppDownloadView } from '../../components/app-download/app-download-view';
import { toAppDownloadLinks } from '../../components/app-download/links';
import { selectResources } from '../../machines/system-status/system-status.selectors';
import { useApp } from '../app-context';
import type { ModalFrame } from './modal-props';

export const frame: ModalFrame = { width: 760, labelKey: 'appDownload.title' };

export default function AppDownloadModal() {
  const { actors } = useApp();
  const resources = useSelector(actors.systemStatus, selectResources);
  return <AppDownloadView links={toAppDownloadLinks(resources)} />;
}
