/**
 * Hosts the member centre in the root screen, above the shell and below
 * the dialogs: when the URL carries `?mc=<page>` it loads the centre's
 * chunk, which asks the session whether the account may open it and loads
 * the centre's texts. Only this host is in the entry chunk, so the home
 * page carries nothing else of the centre.
 */
import { Component, Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { withChunkTimeout } from '../chunk-load';
import type { MemberCentrePage } from './centre-pages';
import { closeCentre, switchCentre } from './centre-navigation';

export interface CentreOverlayProps {
  page: MemberCentrePage;
  onSelect(page: MemberCentrePage): void;
  onClose(): void;
}

const load = () => lazy(withChunkTimeout(() => import('./member-centre-overlay')));

/** Replaced after a failure, so the retry imports again instead of rethrowing the cached error. */
let Overlay = load();

export function MemberCentreHost() {
  const router = useRouter();
  const page = useSearch({ strict: false, select: (search: { mc?: MemberCentrePage }) => search.mc });
  const [attempt, setAttempt] = useState(0);
  const close = useCallback(() => void closeCentre(router), [router]);
  const select = useCallback((next: MemberCentrePage) => void switchCentre(router, next), [router]);
  if (!page) return null;
  return (
    <Suspense fallback={<OverlayLoading />}>
      <OverlayBoundary
        key={attempt}
        onClose={close}
        onRetry={() => {
          Overlay = load();
          setAttempt((count) => count + 1);
        }}
      >
        <Overlay page={page} onSelect={select} onClose={close} />
      </OverlayBoundary>
    </Suspense>
  );
}

export function OverlayLoading() {
  const { t } = useTranslation();
  return (
    <div className="dialog-overlay" data-testid="member-centre-loading">
      <Spinner label={t('shell.status.loading')} />
    </div>
  );
}

class OverlayBoundary extends Component<{ onClose(): void; onRetry(): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <OverlayFailed onClose={this.props.onClose} onRetry={this.props.onRetry} />;
  }
}

function OverlayFailed({ onClose, onRetry }: { onClose(): void; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="dialog-overlay" data-testid="member-centre-failed">
      <div className="dialog" role="alertdialog" aria-label={t('shell.chunkError.title')} style={{ width: 420, textAlign: 'center' }}>
        <h2 className="dialog__title" style={{ paddingRight: 0 }}>
          {t('shell.chunkError.title')}
        </h2>
        <p style={{ color: 'var(--color-muted)', marginBottom: 'var(--space-5)' }}>{t('errors.chunk.load')}</p>
        <div style={{ display: 'flex', gap: 'var(--space-3)', justifyContent: 'center' }}>
          <Button variant="secondary" onClick={onClose}>
            {t('shell.dialog.close')}
          </Button>
          <Button onClick={onRetry}>{t('shell.statusError.retry')}</Button>
        </div>
      </div>
    </div>
  );
}
