import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { attachStream, type StreamFailure } from '@/lib/media/attach-stream';

const StreamSubtitles = lazy(() =>
  import('./stream-subtitles').then((module) => ({ default: module.StreamSubtitles })),
);

/** What the viewer reads when the stream cannot start, by its reason. */
const FAILURES: Record<StreamFailure, MessageDescriptor> = {
  unsupported: msg`This browser cannot play the stream.`,
  stream: msg`The stream could not be loaded. It may not have started yet.`,
  player: msg`The video player could not be loaded. Check your connection and reload.`,
};

/**
 * An HLS stream in a muted, inline, looping <video> (browsers only autoplay muted video; viewers
 * unmute with the controls), played natively or through hls.js where the browser needs it
 * (lib/media/attach-stream.ts). The stream's
 * subtitle tracks are read by the app on both paths (StreamSubtitles, loaded after the video is on
 * the page) and chosen with CC.
 */
export function HlsPlayer({ url, title }: { url: string; title: string }) {
  const { t, i18n } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setFailure(null);
    return attachStream(video, url, {
      onFailure: (reason) => setFailure(FAILURES[reason]),
      onReady: () => void video.play().catch(() => undefined),
    });
  }, [url]);

  return (
    <>
      <video
        ref={videoRef}
        className="event-stage__video"
        aria-label={t`Video: ${title}`}
        controls
        muted
        playsInline
        loop
        autoPlay
        onError={() => setFailure(msg`The stream could not be played. It may not have started yet.`)}
      />
      <Suspense fallback={null}>
        <StreamSubtitles videoRef={videoRef} url={url} />
      </Suspense>
      {failure && (
        <p className="event-stage__message on-picture" role="alert">
          {i18n._(failure)}
        </p>
      )}
    </>
  );
}
