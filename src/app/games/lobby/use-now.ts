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

/**
 * Asks again a moment after the first listed draw has closed, for the next draw's numbers and time. A clock
 * ahead of the gateway's gets the same draw back (the gateway still has it open), so while that draw stays
 * listed past its close the ask repeats every `againMs`, rather than leaving the countdown at "drawing".
 */
export function useAfterDraw(nextDrawTimes: readonly number[], now: number, reload: () => void, graceMs = 2000, againMs = 10_000): void {
  const earliest = nextDrawTimes.length ? Math.min(...nextDrawTimes) : Number.POSITIVE_INFINITY;
  const ask = askNumberAfterDraw(earliest, now, graceMs, againMs);
  useEffect(() => {
    if (ask > 0) reload();
    // Only each new ask matters, not each new reload function.
  }, [ask]);
}

/** 0 while the draw is open (or within its grace); then 1, 2, … for each `againMs` it stays listed past its close. */
export function askNumberAfterDraw(drawAt: number, now: number, graceMs: number, againMs: number): number {
  const overdue = now - (drawAt + graceMs);
  return overdue > 0 && Number.isFinite(overdue) ? 1 + Math.floor(overdue / againMs) : 0;
}
