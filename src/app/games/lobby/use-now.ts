/** The clock the lobby and lottery countdowns read, ticking once a second while mounted. */
import { useEffect, useState } from 'react';

export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Asks again once, a moment after the first listed draw has closed, for the next draw's numbers and time. */
export function useAfterDraw(nextDrawTimes: readonly number[], now: number, reload: () => void, graceMs = 2000): void {
  const earliest = nextDrawTimes.length ? Math.min(...nextDrawTimes) : Number.POSITIVE_INFINITY;
  const due = now > earliest + graceMs;
  useEffect(() => {
    if (due) reload();
    // Only the moment the draw passes matters, not each new reload function.
  }, [due]);
}
