import { isLanguageCode, type CompiledReplay, type ReplayChapter } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { LANGUAGE_NAMES } from '@/lib/i18n/languages';
import { attachStream, type StreamFailure } from '@/lib/media/attach-stream';
import { captionsVtt, chaptersVtt } from '../lib/replay-time';

const FAILURES: Record<StreamFailure, MessageDescriptor> = {
  unsupported: msg`This browser cannot play the recording.`,
  stream: msg`The recording could not be loaded.`,
  player: msg`The video player could not be loaded. Check your connection and reload.`,
};

/** What the page can do to the video: seek it to a video time, in seconds. */
export interface ReplayPlayerHandle {
  seek: (videoSeconds: number) => void;
}

export interface ReplayPlayerProps {
  replay: CompiledReplay;
  title: string;
  chapterTitle: (chapter: ReplayChapter) => string;
  /** Where to start, in seconds of video time. */
  startSeconds: number;
  /** The video's time, in seconds, as it plays or as the viewer moves its own controls. */
  onTime: (videoSeconds: number) => void;
  onHandle: (handle: ReplayPlayerHandle | null) => void;
}

/**
 * The replay's video (docs/replays.md, "The pages"), loaded only once the page has the file: the
 * recording (an MP4 file, or HLS played natively or by hls.js where the browser needs it, through
 * the live player's lib/media/attach-stream.ts), the agenda as a WebVTT chapters track and each
 * captioned language as a subtitles track, built here from the file as Blob URLs. Not muted and
 * not autoplayed: the viewer chose to watch.
 *
 * A seek the page asks for is not reported back: the page already shows that moment, and a
 * recording shorter than the event would otherwise pull the room back to the video's end.
 */
/** How far before the recording's end a seek past it lands (docs/replays.md, "The pages"). */
const END_MARGIN_S = 0.25;

export function ReplayPlayer({ replay, title, chapterTitle, startSeconds, onTime, onHandle }: ReplayPlayerProps) {
  const { t, i18n } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const { recording } = replay;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setFailure(null);
    let asked: number | null = startSeconds > 0 ? startSeconds : null;
    if (asked !== null) video.currentTime = asked;
    const report = () => {
      if (asked === null && !video.seeking) onTime(video.currentTime);
    };
    const seeked = () => {
      if (asked === null) onTime(video.currentTime);
      asked = null;
    };
    video.addEventListener('timeupdate', report);
    video.addEventListener('seeked', seeked);
    onHandle({
      seek: (videoSeconds) => {
        // A moment past the recording's end (an event longer than its recording) is just before
        // its end: asked at or beyond it, Chromium's HLS demuxer fails the recording
        // (docs/replays.md, "The pages").
        const last = video.duration - END_MARGIN_S;
        const to = Number.isFinite(last) ? Math.max(Math.min(videoSeconds, last), 0) : videoSeconds;
        asked = to;
        video.currentTime = to;
      },
    });
    const detach = attachStream(video, recording.url, {
      kind: recording.kind,
      onFailure: (reason) => setFailure(FAILURES[reason]),
    });
    return () => {
      onHandle(null);
      video.removeEventListener('timeupdate', report);
      video.removeEventListener('seeked', seeked);
      detach();
    };
    // Once per recording: the start and the callbacks matter only when it is attached.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recording.url, recording.kind]);

  // The tracks, as Blob URLs on <track> elements added to the video here: each is removed and its
  // URL revoked when the file or the reader's language changes.
  const reader = i18n.locale;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const added: HTMLTrackElement[] = [];
    const add = (kind: 'chapters' | 'subtitles', language: string, label: string, vtt: string) => {
      const track = document.createElement('track');
      Object.assign(track, { kind, srclang: language, label });
      track.src = URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
      // The reader's language's captions are on from the start; the others are in the CC menu.
      track.default = kind === 'subtitles' && language === reader;
      video.append(track);
      added.push(track);
    };
    if (replay.chapters.length > 0) {
      add('chapters', reader, t`Agenda`, chaptersVtt(replay.chapters, recording.offsetMs, chapterTitle));
    }
    for (const [language, cues] of Object.entries(replay.captions)) {
      if (!cues?.length) continue;
      const name = isLanguageCode(language) ? LANGUAGE_NAMES[language] : language;
      add('subtitles', language, name, captionsVtt(cues, recording.offsetMs, replay.lengthMs));
    }
    return () =>
      added.forEach((track) => {
        track.remove();
        URL.revokeObjectURL(track.src);
      });
    // chapterTitle and t follow the reader's language, which `reader` stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replay, reader, recording.url]);

  return (
    <>
      <video
        key={recording.url}
        ref={videoRef}
        className="replay__video"
        aria-label={t`Video: ${title}`}
        controls
        dir="ltr"
        playsInline
        preload="metadata"
        onError={() => setFailure(FAILURES.stream)}
      />
      {failure && (
        <p className="replay__message" role="alert">
          {i18n._(failure)}
        </p>
      )}
    </>
  );
}
