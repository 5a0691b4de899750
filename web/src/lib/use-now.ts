import { useEffect, useState } from 'react';

/**
 * The clock, ticking every `intervalMs`: a poll's status follows its schedule (scheduled → open →
 * closed) without any document changing, so screens re-evaluate it on a timer.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
