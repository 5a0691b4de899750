/**
 * The control room: a thin composition of feature panels around the live event. Add a panel as
 * one more element in the grid (the game's "Game" panel, the comment feed) — features never
 * import each other; what links them (ids, callbacks) is passed here.
 */
import { eventSettingsOf } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PersonalDataNotice } from '@/components/ui/personal-data-notice';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { setLivePoll } from '@/features/events/api/set-live-poll';
import { setOverlay } from '@/features/events/api/set-overlay';
import { useLiveEvent } from '@/features/events/api/use-live-event';
import { useViewerCount } from '@/features/events/api/use-viewer-count';
import type { EventView } from '@/features/events/api/event-view';
import { AudiencePanel } from '@/features/events/components/audience-panel';
import { AgendaPanel } from '@/features/events/components/agenda-panel';
import { AudienceLimitsWarning } from '@/features/events/components/audience-limits-warning';
import { AudienceSettingsSummary } from '@/features/events/components/audience-settings-summary';
import { LiveEventBar } from '@/features/events/components/live-event-bar';
import { GamePanel } from '@/features/game/components/game-panel';
import { CommentFeed } from '@/features/comments/components/comment-feed';
import { useUser } from '@/lib/session/session-store';
import { LivePollConsole } from '@/features/polls/components/live-poll-console';

// The captioner's panel loads once the control room has rendered (its own chunk): the room's
// first screen is the poll console and the audience, and /Admin/live keeps to its budget.
const CaptionerPanel = lazy(() =>
  import('@/features/captions/components/captioner-panel').then((module) => ({ default: module.CaptionerPanel })),
);
// What the event is costing: a panel of its own chunk, loaded once the room has rendered (the
// estimate needs the cost model, and the counts come 30 s apart anyway).
const EventCostPanel = lazy(() =>
  import('@/features/event-cost/components/event-cost-panel').then((module) => ({ default: module.EventCostPanel })),
);
import { Link } from 'react-router';

export function Component() {
  const { t } = useLingui();
  const live = useLiveEvent();
  const event = live.state === 'ready' ? live.data : null;
  return (
    <div className="stack">
      <PageHeader
        title={t`Live control room`}
        description={t`Push a poll live, close it, show results on the stream, mark the agenda item under way, watch the audience and the comments.`}
      />
      <PersonalDataNotice />
      {live.state === 'loading' && <LoadingState label={t`Looking for the live event…`} />}
      {live.state === 'error' && <ErrorState title={t`The live event could not be loaded`} error={live.error} />}
      {live.state === 'ready' && !live.data && (
        <EmptyState
          title={t`No event is live`}
          action={
            <Link className="button" to={paths.admin.livestream}>
              <Trans>Go to Events</Trans>
            </Link>
          }
        >
          <p>
            <Trans>Go live from Events; the controls appear here at once.</Trans>
          </p>
        </EmptyState>
      )}
      {event && <ControlRoom event={event} />}
      <GamePanel />
    </div>
  );
}

/**
 * The panels around the live event. The viewers-now count is taken here, once, and given to the
 * panels that show it (the audience, the cost estimate): a second count would cost reads and
 * write the minute's sample twice.
 */
function ControlRoom({ event }: { event: EventView }) {
  const user = useUser();
  const viewers = useViewerCount(event.id, eventSettingsOf(event).viewerStaleMs);
  return (
    <>
      <LiveEventBar event={event} />
      {/* Sized for the live audience once it outgrew the expected one (docs/scale.md). */}
      <AudienceSettingsSummary
        expectedAudience={event.audience?.sizedFor ?? event.expectedAudience}
        settings={event.audience}
      />
      <AudienceLimitsWarning expectedAudience={event.audience?.sizedFor ?? event.expectedAudience} />
      <div className="control-room">
        <div className="control-room__panel card">
          <LivePollConsole
            livePollId={event.livePollId}
            livePollAtMs={event.livePollAtMs}
            onStream={event.overlay !== null && event.overlay.pollId === event.livePollId}
            onPushLive={(pollId) => setLivePoll(event.id, pollId)}
            onShowOnStream={(pollId) => setOverlay(event.id, pollId ? { kind: 'poll-results', pollId } : null)}
          />
        </div>
        <AgendaPanel event={event} />
        <AudiencePanel eventId={event.id} viewers={viewers} />
        <Suspense fallback={null}>
          <EventCostPanel event={event} viewersNow={viewers} />
        </Suspense>
        {user && (
          <Suspense fallback={null}>
            <CaptionerPanel eventId={event.id} uid={user.uid} />
          </Suspense>
        )}
        <section
          className="card stack control-room__comments"
          aria-labelledby="control-comments-title"
          data-slot="comments"
        >
          <h2 id="control-comments-title">
            <Trans>Comments</Trans>
          </h2>
          <p className="muted">
            <Trans>
              Pin, answer, show on the stream or hide as posts arrive. Held posts, authors and settings are in{' '}
              <Link to={paths.admin.comments}>Comments</Link>.
            </Trans>
          </p>
          {user && <CommentFeed eventId={event.id} uid={user.uid} moderator />}
        </section>
      </div>
    </>
  );
}
