/** The /down screen: the app-download content as a full page. */
import { AppDownloadView, type AppDownloadLinks } from './app-download-view';
import './app-download.css';

export function DownloadPage({ links }: { links: AppDownloadLinks }) {
  return (
    <div className="download-page" data-testid="download-page">
      <AppDownloadView links={links} variant="page" />
    </div>
  );
}
