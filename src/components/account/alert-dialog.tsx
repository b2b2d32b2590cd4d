/**
 * A short message with one or two buttons: sign-out confirmation, trial
 * warning, SMS failure, invitation-code error, the generated mobile account.
 * It stacks above an open modal, so flows can show it without closing theirs.
 */
import { useEffect, useId, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Icon, type IconName } from '../ui/icons';
import './alert-dialog.css';

export interface AlertDialogProps {
  tone?: 'info' | 'warning' | 'danger' | 'success';
  icon?: IconName;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  /** Without it there is only the confirm button. */
  cancelLabel?: string;
  onCancel?(): void;
  busy?: boolean;
  testId?: string;
}

const defaultIcons: Record<NonNullable<AlertDialogProps['tone']>, IconName> = {
  info: 'help',
  warning: 'alert',
  danger: 'logout',
  success: 'star',
};

/** Icon, title, text and buttons without a frame: modal files render it inside the host's dialog. */
export function AlertContent({ tone = 'info', icon, title, children, confirmLabel, onConfirm, cancelLabel, onCancel, busy = false, testId, titleId }: AlertDialogProps & { titleId?: string }) {
  return (
    <div className={`alert-content alert-content--${tone}`} data-testid={testId}>
      <div className="alert-content__icon">
        <Icon name={icon ?? defaultIcons[tone]} size={28} />
      </div>
      <h3 id={titleId} className="alert-content__title">
        {title}
      </h3>
      {children ? <div className="alert-content__body">{children}</div> : null}
      <div className="alert-content__actions">
        {cancelLabel && onCancel ? (
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={busy} data-testid="alert-cancel">
            {cancelLabel}
          </Button>
        ) : null}
        <Button variant="primary" size="lg" onClick={onConfirm} disabled={busy} autoFocus data-testid="alert-confirm">
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}

/** The same content in its own overlay, stacked above whatever modal is open. */
export function AlertDialog(props: AlertDialogProps) {
  const titleId = useId();
  const dismiss = props.onCancel ?? props.onConfirm;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopImmediatePropagation();
      dismiss();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [dismiss]);

  return (
    <div className="alert-overlay">
      <div className="alert-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <AlertContent {...props} titleId={titleId} />
      </div>
    </div>
  );
}
