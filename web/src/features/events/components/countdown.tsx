import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';
import { useNow } from '@/lib/use-now';

/** "Starts in 1 day 02:03:04", ticking each second; "Starting soon" once the time has come. */
export function Countdown({ toMs }: { toMs: number }) {
  const { t } = useLingui();
  const now = useNow();
  const left = Math.max(0, toMs - now);
  if (left === 0)
    return (
      <p className="countdown">
        <Trans>Starting soon…</Trans>
      </p>
    );
  const s = Math.floor(left / 1000);
  const days = Math.floor(s / 86_400);
  const clock = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false }))
    .join(':');
  // The clock is digits and colons: kept left to right inside an Arabic sentence.
  const dayCount = days > 0 ? `${t`${plural(days, { one: '# day', other: '# days' })}`} ` : '';
  const time = (
    <time dateTime={new Date(toMs).toISOString()} className="countdown__clock">
      {dayCount}
      <bdi dir="ltr">{clock}</bdi>
    </time>
  );
  return (
    <p className="countdown">
      <Trans>Starts in {time}</Trans>
    </p>
  );
}
