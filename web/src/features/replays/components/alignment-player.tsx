import { recordingKindOf } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { attachStream, type StreamFailure } from '@/lib/media/attach-stream';

const FAILURES: Record<StreamFailure, MessageDescriptor> = {
  unsupported: msg`This browser cannot play the recording.`,
  stream: msg`The recording could not be loaded: check its address.`,
  player: msg`The video player could not be loaded. Check your connection and reload.`,
};

/**
 * The alignment tool's video (docs/replays.md, "The admin's replay screen"): the recording at
 * `url`, an MP4 file natively or an HLS playlist the way the browser needs (the players' shared
 * lib/media/attach-stream.ts), with sound and without autoplay, since the admin aligns by ear. It
 * reports the video's time in ms as it plays and after each seek.
 */
export function AlignmentPlayer({
  url,
  title,
  onTime,
}: {
  url: string;
  title: string;
  onTime: (videoMs: number) => void;
}) {
  const { t, i18n } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setFailure(null);
    const report = () => onTime(Math.round(video.currentTime * 1000));
    video.addEventListener('timeupdate', report);
    video.addEventListener('seeked', report);
    const detach = attachStream(video, url, {
      kind: recordingKindOf(url),
      onFailure: (reason) => setFailure(FAILURES[reason]),
    });
    return () => {
      video.removeEventListener('timeupdate', report);
      video.removeEventListener('seeked', report);
      detach();
      onTime(0);
    };
    // Once per address: the callback is the screen's state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  return (
    <>
      <video
        ref={videoRef}
        className="replay-align__player"
        aria-label={t`Recording: ${title}`}
        controls
        playsInline
        onError={() => setFailure(FAILURES.stream)}
      />
      {failure && (
        <p className="field__error" role="alert">
          {i18n._(failure)}
        </p>
      )}
    </>
  );
}
