import { useAsync } from '@/lib/use-async';
import { useCaptionLines } from '../api/use-caption-lines';
import { loadEventStart } from '../api/load-event-start';
import { TranscriptDownloads } from './transcript-downloads';

/**
 * An event's transcript for its analytics (Reports → Analytics): how many lines were captioned in
 * each language and the downloads of the first track. Nothing when the event had no captions.
 */
export function EventTranscript({ eventId }: { eventId: string }) {
  const lines = useCaptionLines(eventId);
  const start = useAsync(eventId, () => loadEventStart(eventId));
  const kept = lines.state === 'ready' ? lines.data.filter((line) => !line.withdrawn) : [];
  if (kept.length === 0 || !start.data) return null;
  const track = kept[0]!.track;
  const counts = [...new Set(kept.map((line) => line.track))].map(
    (language) => `${language}: ${kept.filter((line) => line.track === language).length}`,
  );
  return (
    <section className="stack" aria-labelledby="event-transcript-title">
      <h2 id="event-transcript-title">Transcript</h2>
      <p className="muted">Caption lines by language: {counts.join(', ')}.</p>
      <TranscriptDownloads
        lines={kept.filter((line) => line.track === track)}
        title={start.data.title}
        startMs={start.data.startMs}
      />
    </section>
  );
}
