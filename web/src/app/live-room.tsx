/**
 * The live room as the app composes it, shared by /live and /User/live: the events feature's room
 * with the other features in its slots (features never import each other).
 *   - polls: the poll or live question pushed live, and its results overlay on the stream, loaded
 *     with the first one pushed;
 *   - camera: the in-app camera's viewer when the event is streamed from /Admin/camera;
 *   - comments: the live feed and its composer (features/comments), with "Report" in each post's
 *     menu and "Report a problem" below (features/reports); the post the admin highlighted
 *     shows over the video;
 *   - captions: the live captions over the video and the Transcript panel (features/captions).
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { LiveFacts } from '@/features/events/api/use-live-facts';
import { LiveRoom } from '@/features/events/components/live-room';
import { NextEventCard } from '@/features/events/components/next-event';
import { CommentFeed } from '@/features/comments/components/comment-feed';
import { HighlightedCommentOverlay } from '@/features/comments/components/highlighted-comment';
import { ReportButton } from '@/features/reports/components/report-button';
import { LoadingState } from '@/components/ui/states';

// A poll's ballot, its live results and the results overlay load with the first poll or live
// question pushed: a room without one (most of an event, and every room while nothing is live)
// does not carry them (the live rooms' script budget, docs/performance.md).
const LivePoll = lazy(() =>
  import('@/features/polls/components/live-poll').then((module) => ({ default: module.LivePoll })),
);
const PollResultsOverlay = lazy(() =>
  import('@/features/polls/components/live-poll').then((module) => ({ default: module.PollResultsOverlay })),
);
// Captions load with an event's first caption line (the room asks for them only then): most
// events have none, and the room's first screen does not wait for them (docs/captions.md).
const LiveCaptions = lazy(() =>
  import('@/features/captions/components/live-captions').then((module) => ({ default: module.LiveCaptions })),
);
// The in-app camera's viewer loads only for an event streamed from /Admin/camera: most events are
// an HLS or embedded stream, and the room is held to its script budget (docs/performance.md).
const CameraViewer = lazy(() =>
  import('@/features/camera/components/camera-viewer').then((module) => ({ default: module.CameraViewer })),
);
const TranscriptPanel = lazy(() =>
  import('@/features/captions/components/transcript-panel').then((module) => ({ default: module.TranscriptPanel })),
);

export function LiveRoomScreen({ facts }: { facts?: LiveFacts }) {
  const { t } = useLingui();
  return (
    <LiveRoom
      facts={facts}
      slots={{
        poll: (pollId, uid, eventId, pushedAtMs) => (
          <Suspense fallback={<LoadingState label={t`Loading the live poll…`} />}>
            <LivePoll pollId={pollId} uid={uid} eventId={eventId} pushedAtMs={pushedAtMs ?? null} />
          </Suspense>
        ),
        overlay: (pollId) => (
          <Suspense fallback={null}>
            <PollResultsOverlay pollId={pollId} />
          </Suspense>
        ),
        camera: (eventId) => (
          <Suspense fallback={null}>
            <CameraViewer eventId={eventId} />
          </Suspense>
        ),
        commentOverlay: (eventId) => <HighlightedCommentOverlay eventId={eventId} />,
        comments: (eventId, uid, feedMode) => (
          <>
            <CommentFeed
              eventId={eventId}
              uid={uid}
              feedMode={feedMode}
              menu={(comment) => <ReportButton eventId={eventId} commentId={comment.id} />}
            />
            <ReportButton eventId={eventId} commentId={null} />
          </>
        ),
        captions: (eventId, feedMode) => (
          <Suspense fallback={null}>
            <LiveCaptions eventId={eventId} feedMode={feedMode} />
          </Suspense>
        ),
        transcript: (eventId, ended, feedMode) => (
          <Suspense fallback={null}>
            <TranscriptPanel eventId={eventId} ended={ended} feedMode={feedMode} />
          </Suspense>
        ),
        // No "Where to watch" link: it would lead back to this page, where the event plays.
        nextEvent: <NextEventCard emptyText={t`No event is scheduled yet.`} />,
      }}
    />
  );
}
