/**
 * Renders the shell's open modal. Modal files are found by name
 * (`./modals/<kebab-name>-modal.tsx`) and loaded on first use, so adding a
 * modal needs no edit here. A modal that fails to load shows the chunk
 * error inside the frame.
 */
import { Component, Suspense, lazy, useCallback, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/ui/dialog';
import { Spinner } from '../components/ui/spinner';
import { EmptyState } from '../components/ui/empty-state';
import type { ModalName } from '../machines/shell/modal-names';
import { selectModal, selectModalProps } from '../machines/shell/shell.selectors';
import { useApp } from './app-context';
import { withChunkTimeout } from './chunk-load';
import type { ModalFrame, ModalProps } from './modals/modal-props';

interface ModalModule {
  default: ComponentType<ModalProps>;
  frame?: ModalFrame;
}

const modalFiles = import.meta.glob<ModalModule>('./modals/*-modal.tsx');

export const modalFileOf = (name: ModalName): string => `./modals/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-modal.tsx`;

export const hasModalFile = (name: ModalName): boolean => modalFileOf(name) in modalFiles;

interface FramedProps {
  onClose(): void;
  props: Record<string, unknown>;
}

interface LoadedModal {
  /** The modal's body inside its dialog; loading its file gives both, so the frame never shows without its settings. */
  Framed: LazyExoticComponent<ComponentType<FramedProps>>;
}

const loaded = new Map<ModalName, LoadedModal>();

function modalFor(name: ModalName): LoadedModal | null {
  const cached = loaded.get(name);
  if (cached) return cached;
  const load = modalFiles[modalFileOf(name)];
  if (!load) return null;
  const Framed = lazy(
    withChunkTimeout(async () => {
      const module = await load();
      return { default: framedBy(module.default, module.frame ?? {}) };
    }),
  );
  const entry = { Framed };
  loaded.set(name, entry);
  return entry;
}

function framedBy(Body: ComponentType<ModalProps>, frame: ModalFrame): ComponentType<FramedProps> {
  return function FramedModal({ onClose, props }: FramedProps) {
    const { t } = useTranslation();
    return (
      <Dialog
        onClose={onClose}
        width={frame.width}
        flush={frame.flush}
        dismissible={frame.dismissible?.(props) ?? true}
        label={frame.labelKey ? t(frame.labelKey) : undefined}
      >
        <Body onClose={onClose} props={props} />
      </Dialog>
    );
  };
}

export function ModalHost() {
  const { actors } = useApp();
  const name = useSelector(actors.shell, selectModal);
  const props = useSelector(actors.shell, selectModalProps);
  const close = useCallback(() => actors.shell.send({ type: 'modal.close' }), [actors.shell]);
  if (!name) return null;
  const modal = modalFor(name);
  if (!modal) return null;
  return (
    <Suspense fallback={<LoadingFrame onClose={close} />}>
      <ModalErrorBoundary key={name} onClose={close}>
        <modal.Framed onClose={close} props={props ?? {}} />
      </ModalErrorBoundary>
    </Suspense>
  );
}

function LoadingFrame({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog onClose={onClose} width={320} label={t('shell.status.loading')}>
      <div style={{ display: 'grid', placeItems: 'center', padding: 'var(--space-5)' }}>
        <Spinner label={t('shell.status.loading')} />
      </div>
    </Dialog>
  );
}

class ModalErrorBoundary extends Component<{ onClose(): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Dialog onClose={this.props.onClose} width={420}>
        <ModalFailure />
      </Dialog>
    );
  }
}

function ModalFailure() {
  const { t } = useTranslation();
  return <EmptyState icon="alert" title={t('shell.chunkError.title')} text={t('errors.chunk.load')} />;
}
