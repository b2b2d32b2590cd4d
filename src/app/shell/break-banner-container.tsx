/** The break banner while the signed-in member's login answer named a time-out or self-exclusion; dismissed for this session. */
import { useState } from 'react';
import { BreakBanner } from '../../components/protection/break-banner';
import { useSessionSelector } from '../access/use-session';

export function BreakBannerContainer() {
  const protection = useSessionSelector((view) => (view.isLoggedIn ? view.protection : null)) ?? null;
  const [dismissed, setDismissed] = useState<typeof protection>(null);
  if (!protection || dismissed === protection) return null;
  return <BreakBanner protection={protection} onDismiss={() => setDismissed(protection)} />;
}
