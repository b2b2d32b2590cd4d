/**
 * Why a heart did not change (too many toggles, the gateway refused). It
 * fades by itself; a new refusal (next serial) shows it again from the start.
 */
import { useErrorText } from '../form/use-error-text';
import { Icon } from '../ui/icons';
import './favourite-notice.css';

export function FavouriteNotice({ notice }: { notice: { code: string; serial: number } | null }) {
  const errorText = useErrorText();
  if (!notice) return null;
  return (
    <div key={notice.serial} className="favourite-notice" role="status" data-testid="favourite-notice" data-serial={notice.serial}>
      <Icon name="alert" size={18} />
      {errorText(notice.code)}
    </div>
  );
}
