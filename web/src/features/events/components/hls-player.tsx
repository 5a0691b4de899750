import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const StreamSubtitles = lazy(() =>
  import('./stream-subtitles').then((module) => ({ default: module.StreamSubtitles })),
);

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** Native HLS first (Safari, iOS, recent Chromium); otherwise hls.js, where Media Source exists. */
export function playbackPath(video: HTMLVideoElement): 'native' | 'hls.js' | 'unsupported' {
  if (video.canPlayType(HLS_MIME)) return 'native';
  if (typeof window.MediaSource !== 'undefined' || 'ManagedMediaSource' in window) return 'hls.js';
  return 'unsupported';
}

/**
 * An HLS stream in a muted, inline, looping <video> (browsers only autoplay muted video; viewers
 * unmute with the controls). hls.js — its light build, ~100 KB gzip less than the full one — is
 * downloaded only on the hls.js path, so Safari and recent Chromium never fetch it. The stream's
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
    const path = playbackPath(video);
    video.dataset.playback = path;
    const play = () => video.play().catch(() => undefined);
    if (path === 'native') {
      video.src = url;
      play();
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    if (path === 'unsupported') {
      setFailure(msg`This browser cannot play the stream.`);
      return;
    }
    let destroyed = false;
    let hls: { destroy(): void } | null = null;
    import('hls.js/light')
      .then(({ default: Hls }) => {
        if (destroyed) return;
        const instance = new Hls();
        hls = instance;
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailure(msg`The stream could not be loaded. It may not have started yet.`);
        });
        instance.loadSource(url);
        instance.attachMedia(video);
        instance.on(Hls.Events.MANIFEST_PARSED, play);
      })
      .catch(() => setFailure(msg`The video player could not be loaded. Check your connection and reload.`));
    return () => {
      destroyed = true;
      hls?.destroy();
    };
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
