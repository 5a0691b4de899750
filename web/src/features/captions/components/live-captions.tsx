import { CAPTION_LIMITS, type FeedMode } from '@civic/domain';
import { pickCaptionTrack, useCaptionPreference, useOfferCaptions } from '@/lib/caption-preference';
import { useNow } from '@/lib/use-now';
import { captionTracks, type CaptionLine } from '../api/caption-line';
import { useCaptionLines } from '../api/use-caption-lines';
import '../captions.css';

/** The last two lines of the chosen track that arrived within CAPTION_LIMITS.shownOnVideoMs. */
function recentLines(lines: readonly CaptionLine[], track: string, now: number) {
  return lines
    .filter((line) => line.track === track && !line.withdrawn)
    .filter((line) => now - line.arrivedAtMs < CAPTION_LIMITS.shownOnVideoMs)
    .slice(-2);
}

/**
 * Live captions over the video, when the viewer has CC on: the newest lines of the track in their
 * chosen language (or the first track). Offers the event's caption languages to the CC menu. A
 * line fades after a few seconds counted from when it arrived here, not from the server's clock,
 * so a viewer whose clock is wrong still sees it. A correction replaces the line in place; a
 * withdrawn line disappears. On a pulse feed (`feedMode`), the lines come with the feed's digest.
 */
export function LiveCaptions({ eventId, feedMode = 'live' }: { eventId: string; feedMode?: FeedMode }) {
  const lines = useCaptionLines(eventId, feedMode);
  const all = lines.state === 'ready' ? lines.data : [];
  const tracks = captionTracks(all).map((language) => ({ language, name: language }));
  useOfferCaptions('live', tracks);
  const preference = useCaptionPreference();
  const now = useNow(1000);
  const track = pickCaptionTrack(tracks, preference);
  if (!track) return null;
  const shown = recentLines(all, track.language, now);
  if (shown.length === 0) return null;
  return (
    <div className="live-captions" lang={track.language} data-testid="live-captions">
      {shown.map((line) => (
        <p key={line.id} dir="auto" className="live-captions__line">
          {line.text}
        </p>
      ))}
    </div>
  );
}
