/** A small refresh icon: turns while its answer loads. */
import { Icon } from '../../ui/icons';
import './kit.css';

export function RefreshButton({ label, busy = false, onClick, testId }: { label: string; busy?: boolean; onClick(): void; testId?: string }) {
  return (
    <button
      type="button"
      className={busy ? 'mc-icon-action is-spinning' : 'mc-icon-action'}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onClick}
      data-testid={testId}
    >
      <Icon name="refresh" size={16} />
    </button>
  );
}
