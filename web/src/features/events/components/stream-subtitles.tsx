import type { RefObject } from 'react';
import { useOfferCaptions } from '@/lib/caption-preference';
import { useStreamSubtitles } from '../media/use-stream-subtitles';

/**
 * The stream's own subtitle tracks, read and offered to the CC menu. Loaded by the player once
 * its video is on the page, as its own chunk: the picture never waits for the subtitles' reader.
 */
export function StreamSubtitles({ videoRef, url }: { videoRef: RefObject<HTMLVideoElement | null>; url: string }) {
  useOfferCaptions('stream', useStreamSubtitles(videoRef, url));
  return null;
}
