/**
 * The open page of a centre. Page files are found by name (the member
 * centre's `./pages/<kebab-name>-page.tsx`, see `pageFileOf`; the agent
 * centre has its own folder) and loaded on first open, like the modal host
 * loads modals; a page without a file yet shows a plain empty pane, and a
 * chunk that fails shows its reason with a retry.
 */
import { Component, Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { SkeletonBlock, SkeletonCards, SkeletonRows } from '../../components/member-centre/kit/skeleton';
import { FailedState } from '../../components/member-centre/kit/states';
import { withChunkTimeout, isChunkLoadError } from '../chunk-load';
import { pageFileOf, type MemberCentrePage } from './centre-pages';
import type { CentrePageProps } from './page-props';

type PageFiles<Props> = Record<string, () => Promise<{ default: ComponentType<Props> }>>;

/** The slot of one centre: its page files (an `import.meta.glob` of its pages folder) and how a page name maps to its file. */
export function createPageSlot<P extends string, Props extends object>(pageFiles: PageFiles<Props>, fileOf: (page: P) => string) {
  const loaded = new Map<P, LazyExoticComponent<ComponentType<Props>>>();

  function pageFor(page: P) {
    const cached = loaded.get(page);
    if (cached) return cached;
    const load = pageFiles[fileOf(page)];
    if (!load) return null;
    const Page = lazy(withChunkTimeout(load));
    loaded.set(page, Page);
    return Page;
  }

  return function PageSlot({ page, ...props }: Props & { page: P }) {
    const [attempt, setAttempt] = useState(0);
    const Page = pageFor(page) as ComponentType<object> | null;
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
          <Page {...props} />
        </PageBoundary>
      </Suspense>
    );
  };
}

const pageFiles = import.meta.glob<{ default: ComponentType<CentrePageProps> }>('./pages/*-page.tsx');

export const hasPageFile = (page: MemberCentrePage): boolean => pageFileOf(page) in pageFiles;

export const CentrePageSlot = createPageSlot<MemberCentrePage, CentrePageProps>(pageFiles, pageFileOf);

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
