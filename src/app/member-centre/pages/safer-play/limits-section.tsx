/** The limits section of Safer play: deposit, loss and wager limits per window, wired to the limit-change machine. */
import { LimitsPanel } from '../../../../components/member-centre/safer-play/limits/limits-panel';
import { useNow } from '../../../games/lobby/use-now';
import { useCurrencySymbol } from '../../funds/use-funds-session';
import { useLimitChange } from '../../limits/use-limit-change';
import type { SaferPlaySectionProps } from './sections';

/** Countdowns count minutes. */
const tickMs = 30_000;

export function LimitsSection(_props: SaferPlaySectionProps) {
  const { view, actions } = useLimitChange();
  const now = useNow(tickMs);
  const symbol = useCurrencySymbol();
  return <LimitsPanel view={view} now={now} symbol={symbol} actions={actions} />;
}
