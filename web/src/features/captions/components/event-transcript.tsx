import { Trans, useLingui } from '@lingui/react/macro';
import { languageName } from '@/lib/caption-preference';
import { formatNumber } from '@/lib/i18n/format';
import { useAsync } from '@/lib/use-async';
import { useCaptionLines } from '../api/use-caption-lines';
import { loadEventStart } from '../api/load-event-start';
import { TranscriptDownloads } from './transcript-downloads';

/**
 * An event's transcript for its analytics (Reports → Analytics): how many lines were captioned in
 * each language and the downloads of the first track. Nothing when the event had no captions.
 */
export function EventTranscript({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const lines = useCaptionLines(eventId);
  const start = useAsync(eventId, () => loadEventStart(eventId));
  const kept = lines.state === 'ready' ? lines.data.filter((line) => !line.withdrawn) : [];
  if (kept.length === 0 || !start.data) return null;
  const track = kept[0]!.track;
  const counts = [...new Set(kept.map((line) => line.track))].map(
    (language) =>
      `${languageName(language, language)}: ${formatNumber(kept.filter((line) => line.track === language).length)}`,
  );
  const summary = counts.join(', ');
  return (
    <section className="stack" aria-labelledby="event-transcript-title">
      <h2 id="event-transcript-title">
        <Trans>Transcript</Trans>
      </h2>
      <p className="muted">{t`Caption lines by language: ${summary}.`}</p>
      <TranscriptDownloads
        lines={kept.filter((line) => line.track === track)}
        title={start.data.title}
        startMs={start.data.startMs}
      />
    </section>
  );
}
