/**
 * The frame every modal sits in: overlay, panel, title, close button.
 * Escape and a click on the overlay close it, unless the dialog must be
 * answered (a forced password change); focus moves into the panel on open,
 * stays inside it while open and goes back where it was on close.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { useFocusTrap } from './use-focus-trap';
import './dialog.css';

export interface DialogProps {
  title?: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Panel width in pixels. */
  width?: number;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** No inner padding: the content fills the panel. */
  flush?: boolean;
  /** False: no close button, Escape and the overlay do nothing. */
  dismissible?: boolean;
}

export function Dialog({ title, onClose, children, width = 480, label, flush = false, dismissible = true }: DialogProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useFocusTrap(panel);

  // Like the trap, from the commit that draws the panel: an Escape pressed as it appears closes it.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dismissible) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, dismissible]);

  return (
    <div className="dialog-overlay" onMouseDown={(event) => dismissible && event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className={flush ? 'dialog dialog--flush' : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        style={{ width }}
      >
        {dismissible ? (
          <button type="button" className="dialog__close" aria-label={t('shell.dialog.close')} onClick={onClose}>
            <Icon name="close" size={18} />
          </button>
        ) : null}
        {title ? (
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        ) : null}
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  );
}
