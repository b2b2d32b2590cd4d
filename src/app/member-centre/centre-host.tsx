/**
 * Hosts the centres in the root screen, above the shell and below the
 * dialogs: when the URL carries `?mc=<page>` (member centre) or
 * `?ac=<page>` (agent centre) the host loads that centre's chunk, which
 * asks the session whether the account may open it and loads the centre's
 * texts. Only the hosts are in the entry chunk, so the home page carries
 * nothing else of either centre.
 */
import { Component, Suspense, lazy, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { withChunkTimeout } from '../chunk-load';
import type { MemberCentrePage } from './centre-pages';
import { closeCentre, openCentre, switchCentre, type CentreKey } from './centre-navigation';

/** What a host gives its overlay; `page` is the search parameter as the root route validated it. */
export interface HostedOverlayProps<P extends string = string> {
  page: P;
  onSelect(page: P): void;
  /** Opens a page of the member centre in place of this centre (the agent centre's transfer to upline). */
  onMemberPage(page: string): void;
  onClose(): void;
}

export type CentreOverlayProps = HostedOverlayProps<MemberCentrePage>;

type OverlayModule = { default: ComponentType<HostedOverlayProps> };

/** One centre's host: its search parameter, its overlay's chunk and the test id prefix of its loading and failure frames. */
export function createCentreHost(key: CentreKey, importOverlay: () => Promise<OverlayModule>, testId: string) {
  const load = () => lazy(withChunkTimeout(importOverlay));
  /** Replaced after a failure, so the retry imports again instead of rethrowing the cached error. */
  let Overlay = load();

  return function CentreHost() {
    const router = useRouter();
    const page = useSearch({ strict: false, select: (search: Partial<Record<CentreKey, string>>) => search[key] });
    const [attempt, setAttempt] = useState(0);
    const close = useCallback(() => void closeCentre(router), [router]);
    const select = useCallback((next: string) => void switchCentre(router, next, key), [router]);
    const memberPage = useCallback((next: string) => void openCentre(router, next), [router]);
    if (!page) return null;
    return (
      <Suspense fallback={<OverlayLoading testId={`${testId}-loading`} />}>
        <OverlayBoundary
          key={attempt}
          testId={`${testId}-failed`}
          onClose={close}
          onRetry={() => {
            Overlay = load();
            setAttempt((count) => count + 1);
          }}
        >
          <Overlay page={page} onSelect={select} onMemberPage={memberPage} onClose={close} />
        </OverlayBoundary>
      </Suspense>
    );
  };
}

export const MemberCentreHost = createCentreHost('mc', () => import('./member-centre-overlay') as Promise<OverlayModule>, 'member-centre');

export function OverlayLoading({ testId = 'member-centre-loading' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="dialog-overlay" data-testid={testId}>
      <Spinner label={t('shell.status.loading')} />
    </div>
  );
}

class OverlayBoundary extends Component<{ onClose(): void; onRetry(): void; testId: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <OverlayFailed onClose={this.props.onClose} onRetry={this.props.onRetry} testId={this.props.testId} />;
  }
}

function OverlayFailed({ onClose, onRetry, testId }: { onClose(): void; onRetry(): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="dialog-overlay" data-testid={testId}>
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
