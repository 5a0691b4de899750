/**
 * Plays an HLS playlist or an MP4 file in a <video>: the live player (features/events, hls-player)
 * and the replay's (features/replays) share it. Native HLS first (Safari, iOS, recent Chromium);
 * otherwise hls.js — its light build, ~100 KB gzip less than the full one — downloaded only on
 * that path, so a browser that plays HLS itself never fetches it (docs/performance.md).
 */
const HLS_MIME = 'application/vnd.apple.mpegurl';

/** How this browser plays HLS. */
export function playbackPath(video: HTMLVideoElement): 'native' | 'hls.js' | 'unsupported' {
  if (video.canPlayType(HLS_MIME)) return 'native';
  if (typeof window.MediaSource !== 'undefined' || 'ManagedMediaSource' in window) return 'hls.js';
  return 'unsupported';
}

/** Why a stream could not start: the browser cannot play HLS, hls.js failed to download, or the stream failed. */
export type StreamFailure = 'unsupported' | 'player' | 'stream';

export interface AttachStreamOptions {
  /** An MP4 file is given to the video as it is; an HLS playlist goes the way the browser needs. */
  kind?: 'hls' | 'mp4';
  onFailure: (failure: StreamFailure) => void;
  /** Called once the video has its source (hls.js: once the playlist is parsed). */
  onReady?: () => void;
}

/** Gives `video` the stream at `url`; returns what undoes it (for an effect's cleanup). */
export function attachStream(
  video: HTMLVideoElement,
  url: string,
  { kind = 'hls', onFailure, onReady }: AttachStreamOptions,
): () => void {
  const path = kind === 'mp4' ? 'native' : playbackPath(video);
  video.dataset.playback = path;
  if (path === 'native') {
    video.src = url;
    onReady?.();
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  if (path === 'unsupported') {
    onFailure('unsupported');
    return () => {};
  }
  let destroyed = false;
  let hls: { destroy(): void } | null = null;
  import('hls.js/light')
    .then(({ default: Hls }) => {
      if (destroyed) return;
      const instance = new Hls();
      hls = instance;
      instance.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onFailure('stream');
      });
      instance.loadSource(url);
      instance.attachMedia(video);
      if (onReady) instance.on(Hls.Events.MANIFEST_PARSED, onReady);
    })
    .catch(() => onFailure('player'));
  return () => {
    destroyed = true;
    hls?.destroy();
  };
}
