/**
 * The open page of the centre. Page files are found by name
 * (`./pages/<kebab-name>-page.tsx`, see `pageFileOf`) and loaded on first
 * open, like the modal host loads modals; a page without a file yet shows a
 * plain empty pane, and a chunk that fails shows its reason with a retry.
 */
import { Component, Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { SkeletonBlock, SkeletonCards, SkeletonRows } from '../../components/member-centre/kit/skeleton';
import { FailedState } from '../../components/member-centre/kit/states';
import { withChunkTimeout, isChunkLoadError } from '../chunk-load';
import { pageFileOf, type MemberCentrePage } from './centre-pages';
import type { CentrePageProps } from './page-props';

interface PageModule {
  default: ComponentType<CentrePageProps>;
}

const pageFiles = import.meta.glob<PageModule>('./pages/*-page.tsx');

export const hasPageFile = (page: MemberCentrePage): boolean => pageFileOf(page) in pageFiles;

const loaded = new Map<MemberCentrePage, LazyExoticComponent<ComponentType<CentrePageProps>>>();

function pageFor(page: MemberCentrePage) {
  const cached = loaded.get(page);
  if (cached) return cached;
  const load = pageFiles[pageFileOf(page)];
  if (!load) return null;
  const Page = lazy(withChunkTimeout(load));
  loaded.set(page, Page);
  return Page;
}

export function CentrePageSlot({ page, go, close }: CentrePageProps & { page: MemberCentrePage }) {
  const [attempt, setAttempt] = useState(0);
  const Page = pageFor(page);
  if (!Page) return <NoPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <PageBoundary
        key={`${page}:${attempt}`}
        onRetry={() => {
          loaded.delete(page);
          setAttempt((count) => count + 1);
        }}
      >
        <Page go={go} close={close} />
      </PageBoundary>
    </Suspense>
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="mc-page-loading" style={{ display: 'grid', gap: 'var(--space-5)' }}>
      <SkeletonBlock height={28} width="32%" />
      <SkeletonCards count={4} height={96} label={t('memberCentre.kit.loading')} />
      <SkeletonRows rows={4} />
    </div>
  );
}

function NoPage() {
  const { t } = useTranslation();
  return <EmptyState icon="star" title={t('memberCentre.frame.empty.title')} text={t('memberCentre.frame.empty.text')} />;
}

class PageBoundary extends Component<{ onRetry(): void; children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <FailedState errorCode={isChunkLoadError(this.state.error) ? 'chunk.load' : 'unknown'} onRetry={this.props.onRetry} testId="mc-page-failed" />;
  }
}
