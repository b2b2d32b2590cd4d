/**
 * Time since the session's sign-in, ticking each second. Counted from the
 * gateway's answer (its sign-in time and its "now"), so a browser clock that
 * is wrong does not change it; the browser only measures the seconds since.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SessionTime } from '../../services/schemas/session-time';

export function useElapsed(time: SessionTime | null): number {
  const receivedAt = useMemo(() => (time ? performance.now() : 0), [time]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!time) return;
    const timer = setInterval(() => setTick((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, [time]);
  void tick;
  return time ? time.now - time.startedAt + (performance.now() - receivedAt) : 0;
}
