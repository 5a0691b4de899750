import { useEffect, useState } from 'react';

/**
 * The clock, ticking every `intervalMs`. Some states follow a schedule rather than a document (a
 * poll goes scheduled → open → closed as its times pass, with nothing written), so screens that
 * show them re-evaluate on this timer.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
