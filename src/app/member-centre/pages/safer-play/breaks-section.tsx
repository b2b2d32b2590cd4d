/** The time-out and self-exclusion section of Safer play, wired to the self-exclusion machine. */
import { BreaksPanel } from '../../../../components/member-centre/safer-play/breaks/breaks-panel';
import { useSelfExclusion } from '../../breaks/use-self-exclusion';
import type { SaferPlaySectionProps } from './sections';

export function BreaksSection(_props: SaferPlaySectionProps) {
  const { view, actions } = useSelfExclusion();
  return <BreaksPanel view={view} actions={actions} />;
}
