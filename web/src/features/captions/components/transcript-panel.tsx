import type { FeedMode } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { formatTime, intlLocale } from '@/lib/i18n/format';
import { languageName, pickCaptionTrack, useCaptionPreference } from '@/lib/caption-preference';
import { captionTracks, type CaptionLine } from '../api/caption-line';
import { useCaptionLines } from '../api/use-caption-lines';
import { TranscriptDownloads } from './transcript-downloads';
import '../captions.css';

export interface TranscriptPanelProps {
  eventId: string;
  /** The event has ended: no live region, and the transcript can be downloaded. */
  ended?: { title: string; startMs: number };
  /** How the room receives the feed: on a pulse the lines come with its digest (docs/scale.md). */
  feedMode?: FeedMode;
}

/** Keeps the list scrolled to its end as lines arrive, unless the reader scrolled up to read back. */
function useFollowEnd(count: number) {
  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  useEffect(() => {
    const element = list.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [count]);
  const onScroll = () => {
    const element = list.current;
    if (element) following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
  };
  return { list, onScroll };
}

/**
 * The event's captions as a transcript beside the stream: every line of the track in the viewer's
 * language first, scrolling with the event and readable back. New lines are read out by screen
 * readers through a polite live region, which the reader can turn off. Once the event has ended,
 * the transcript is downloaded as WebVTT or plain text.
 */
export function TranscriptPanel({ eventId, ended, feedMode = 'live' }: TranscriptPanelProps) {
  const { t } = useLingui();
  const lines = useCaptionLines(eventId, feedMode);
  const preference = useCaptionPreference();
  const [chosen, setChosen] = useState<string | null>(null);
  const [announce, setAnnounce] = useState(true);
  const titleId = useId();
  const all = lines.state === 'ready' ? lines.data : [];
  const tracks = captionTracks(all);
  const viewerLanguage = preference === 'off' ? intlLocale() : preference;
  const track =
    chosen ??
    pickCaptionTrack(
      tracks.map((language) => ({ language })),
      viewerLanguage,
    )?.language ??
    null;
  const shown = all.filter((line) => line.track === track && !line.withdrawn);
  const { list, onScroll } = useFollowEnd(shown.length);
  const newest: CaptionLine | undefined = shown.at(-1);

  // No captions in this event (yet): no panel, so the room's layout keeps its space for the rest.
  if (tracks.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={ended ? 'stack transcript transcript--ended' : 'stack transcript'}>
      <h2 id={titleId}>
        <Trans>Transcript</Trans>
      </h2>
      {tracks.length > 1 && (
        <label className="field">
          <Trans>Language</Trans>
          <select value={track ?? ''} onChange={(event) => setChosen(event.target.value)}>
            {tracks.map((language) => (
              <option key={language} value={language}>
                {languageName(language, language)}
              </option>
            ))}
          </select>
        </label>
      )}
      {shown.length === 0 ? (
        <p className="muted">
          <Trans>Captions typed during the event appear here.</Trans>
        </p>
      ) : (
        <ol
          ref={list}
          onScroll={onScroll}
          className="transcript__lines"
          lang={track ?? undefined}
          tabIndex={0}
          aria-label={t`Caption lines`}
        >
          {shown.map((line) => (
            <li key={line.id} className="transcript__line">
              <time dateTime={new Date(line.sentAtMs).toISOString()}>
                {formatTime(line.sentAtMs, { timeStyle: 'medium' })}
              </time>
              <span dir="auto">
                {line.text}
                {line.edited && (
                  <>
                    {' '}
                    <span className="transcript__edited">
                      <Trans>(corrected)</Trans>
                    </span>
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      {!ended && (
        <>
          <label>
            <input type="checkbox" checked={announce} onChange={(event) => setAnnounce(event.target.checked)} />{' '}
            <Trans>Read new lines aloud with a screen reader</Trans>
          </label>
          <p
            className="visually-hidden"
            role={announce ? 'status' : undefined}
            aria-live={announce ? 'polite' : 'off'}
            data-testid="caption-announcer"
            lang={track ?? undefined}
          >
            {announce ? newest?.text : ''}
          </p>
        </>
      )}
      {ended && <TranscriptDownloads lines={shown} title={ended.title} startMs={ended.startMs} />}
    </section>
  );
}
