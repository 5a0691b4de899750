import { useNow } from '@/lib/use-now';

/** "Starts in 1 d 02:03:04", ticking each second; "Starting soon" once the time has come. */
export function Countdown({ toMs }: { toMs: number }) {
  const now = useNow();
  const left = Math.max(0, toMs - now);
  if (left === 0) return <p className="countdown">Starting soon…</p>;
  const s = Math.floor(left / 1000);
  const days = Math.floor(s / 86_400);
  const clock = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return (
    <p className="countdown">
      Starts in{' '}
      <time dateTime={new Date(toMs).toISOString()} className="countdown__clock">
        {days > 0 ? `${days} d ${clock}` : clock}
      </time>
    </p>
  );
}
