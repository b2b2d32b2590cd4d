/** An error above every screen (the root itself failed): the same screens, centred on the page. */
import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from './route-error';
import '../../components/system-status/status-screen.css';

export function RootError(props: ErrorComponentProps) {
  return (
    <main className="status-loading">
      <div style={{ width: 640 }}>
        <RouteError {...props} />
      </div>
    </main>
  );
}
