/** The session time and reality-check section of Safer play, wired to the session-time choice machine. */
import { SessionTimePanel } from '../../../../components/protection/session-time-panel';
import { useSessionTimeChoice } from '../../../protection/use-session-time-choice';
import type { SaferPlaySectionProps } from './sections';

export function SessionTimeSection(_props: SaferPlaySectionProps) {
  const { view, onSave, onReload } = useSessionTimeChoice();
  return <SessionTimePanel view={view} onSave={onSave} onReload={onReload} />;
}
