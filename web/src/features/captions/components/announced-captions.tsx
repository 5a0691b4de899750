import { lazy, Suspense } from 'react';
import { pickCaptionTrack, useCaptionPreference, useOfferCaptions } from '@/lib/caption-preference';

// The caption lines and the Firestore SDK that reads them load only once a viewer turns a live
// track on: /stream is a public page held to its script budget (docs/captions.md).
const LiveCaptions = lazy(() => import('./live-captions').then((module) => ({ default: module.LiveCaptions })));

/**
 * /stream's live captions. The languages come with the stream state (getStreamState reads the
 * event's `captionTracks`), so the CC menu offers them before anything reads a line; choosing one
 * loads the same overlay the live rooms show.
 */
export function AnnouncedCaptions({ eventId, languages }: { eventId: string; languages: readonly string[] }) {
  const tracks = languages.map((language) => ({ language, name: language }));
  useOfferCaptions('announced', tracks);
  const preference = useCaptionPreference();
  if (!pickCaptionTrack(tracks, preference)) return null;
  return (
    <Suspense fallback={null}>
      <LiveCaptions eventId={eventId} />
    </Suspense>
  );
}
