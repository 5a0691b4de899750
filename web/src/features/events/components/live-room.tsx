import { ENDED_SHOWN_MS, eventSettingsOf, type FeedMode } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { useUser } from '@/lib/session/session-store';
import { useNow } from '@/lib/use-now';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import type { EventView } from '../api/event-view';
import { useHeartbeat } from '../api/use-heartbeat';
import { useReactionPulse } from '../api/use-reaction-pulse';
import { EventPlayer } from './event-player';
import { EventStage } from './event-stage';
import { liveFactsView, NothingLive } from './live-facts';
import { FloatingReactions, ReactionBar } from './reactions';
import { useLastEndedEvent } from '../api/use-last-ended-event';
import { useLiveEvent } from '../api/use-live-event';
import type { LiveFacts } from '../api/use-live-facts';
import { langOf, textLanguage, useVersion } from '@/lib/i18n/versions';
import '../events.css';

// The agenda item under way loads once one is marked: most events have no agenda, and the room is
// held to its script budget (docs/replays.md, "What the rooms show").
const AgendaNowOf = lazy(() => import('./agenda-now').then((module) => ({ default: module.AgendaNowOf })));

export interface LiveRoomSlots {
  /**
   * The poll or live question pushed live (features/polls), given its id, the viewer's uid, the
   * live event's id (null for the final results of an ended event) and when it was pushed (server
   * time; null: unknown), from which the room counts its ballot's offset (docs/scale.md).
   */
  poll: (pollId: string, uid: string, eventId: string | null, pushedAtMs?: number | null) => ReactNode;
  /** The results overlay on the stream (features/polls), given the poll id. */
  overlay: (pollId: string) => ReactNode;
  /** The in-app camera's viewer (features/camera), given the event id. */
  camera?: (eventId: string) => ReactNode;
  /** The comment the admin highlighted, over the video (features/comments), given the event id. */
  commentOverlay?: (eventId: string) => ReactNode;
  /** The comment feed (features/comments), given the event id and the viewer's uid. */
  comments?: (eventId: string, uid: string, feedMode: FeedMode) => ReactNode;
  /** The next event (features/events' card), below "has ended" or "Nothing is live". */
  nextEvent: ReactNode;
  /**
   * Live captions over the video (features/captions), given the event id. Asked for only once the
   * event has a caption track (its `captionTracks`), like the transcript below: a room without
   * captions loads and listens to nothing of them. Given the event's feed mode too: on a pulse feed
   * the lines come with its digest.
   */
  captions?: (eventId: string, feedMode: FeedMode) => ReactNode;
  /**
   * The Transcript panel (features/captions) beside the stream, given the event id; for an ended
   * event also its title and when it went live (the transcript's downloads count from there).
   */
  transcript?: (eventId: string, ended?: { title: string; startMs: number }, feedMode?: FeedMode) => ReactNode;
}

function Room({ event: written, uid, slots }: { event: EventView; uid: string; slots: LiveRoomSlots }) {
  const event = useVersion(written);
  useHeartbeat(event.id, uid, event.audience);
  const { floats } = useReactionPulse(event.id);
  const { feedMode } = eventSettingsOf(event);
  return (
    <div className="live-room">
      <div className="live-room__main stack">
        <h2 className="event-title">
          <strong className="badge badge--live">
            <Trans>Live</Trans>
          </strong>{' '}
          <bdi {...textLanguage(event, 'title')}>{event.title}</bdi>
        </h2>
        <EventStage
          title={event.title}
          player={<EventPlayer source={event.source} title={event.title} camera={slots.camera?.(event.id)} />}
          overlay={event.overlay?.kind === 'poll-results' ? slots.overlay(event.overlay.pollId) : null}
          floating={<FloatingReactions floats={floats} />}
          banner={slots.commentOverlay?.(event.id)}
          captions={event.captionTracks.length > 0 ? slots.captions?.(event.id, feedMode) : null}
          below={
            event.agendaNow && event.agenda.length > 0 ? (
              <Suspense fallback={null}>
                <AgendaNowOf agenda={event.agenda} itemId={event.agendaNow.itemId} eventLanguage={event.language} />
              </Suspense>
            ) : null
          }
        />
        <ReactionBar eventId={event.id} uid={uid} />
        {event.description && (
          <p className="muted live-room__description" dir="auto" lang={langOf(event, 'description')}>
            {event.description}
          </p>
        )}
      </div>
      <aside className="live-room__side stack">
        {slots.transcript && event.captionTracks.length > 0 && (
          <div className="live-room__transcript">{slots.transcript(event.id, undefined, feedMode)}</div>
        )}
        {/* Focusable: on a desktop it scrolls in its own box, which a keyboard must reach too
            (a locked answer leaves nothing else to focus in it). */}
        <section aria-labelledby="live-poll-title" className="stack live-room__question" tabIndex={0}>
          <h2 id="live-poll-title">
            <Trans>Live question</Trans>
          </h2>
          {event.livePollId ? (
            slots.poll(event.livePollId, uid, event.id, event.livePollAtMs)
          ) : (
            <p className="muted">
              <Trans>No poll right now. When the host asks a question, it appears here.</Trans>
            </p>
          )}
        </section>
        {/* Comment feed slot: features/comments fills it through the route's `comments` slot. */}
        <section aria-labelledby="live-comments-title" className="stack live-room__comments" data-slot="comments">
          <h2 id="live-comments-title">
            <Trans>Comments</Trans>
          </h2>
          {slots.comments?.(event.id, uid, feedMode) ?? (
            <p className="muted">
              <Trans>Comments will appear here.</Trans>
            </p>
          )}
        </section>
      </aside>
    </div>
  );
}

function NextEvent({ slots }: { slots: LiveRoomSlots }) {
  return (
    <section aria-labelledby="next-event-title" className="stack">
      <h2 id="next-event-title">
        <Trans>Next event</Trans>
      </h2>
      {slots.nextEvent}
    </section>
  );
}

/**
 * Nothing is live: the event that ended last, when it ended within ENDED_SHOWN_MS (as /stream
 * says it), with the final results of its last poll (the poll slot applies the poll's results
 * visibility: closed, so results show unless they are kept hidden), then the next event.
 */
function NotLive({ uid, slots, waiting }: { uid: string; slots: LiveRoomSlots; waiting: ReactNode }) {
  const { t } = useLingui();
  const ended = useLastEndedEvent();
  const now = useNow(60_000);
  const event = useVersion(ended.state === 'ready' ? ended.data : null);
  if (ended.state === 'loading') return waiting ?? <LoadingState label={t`Looking for the live event…`} />;
  const recent = event?.endedAtMs != null && now - event.endedAtMs < ENDED_SHOWN_MS ? event : null;
  if (!recent) {
    return (
      <div className="stack">
        <NothingLive />
        <NextEvent slots={slots} />
      </div>
    );
  }
  const endedTitle = recent.title;
  return (
    <div className="stack">
      <EmptyState
        title={
          <Trans>
            “<bdi {...textLanguage(recent, 'title')}>{endedTitle}</bdi>” has ended
          </Trans>
        }
      >
        <p>
          <Trans>Thank you for watching and taking part.</Trans>
        </p>
      </EmptyState>
      {recent.lastPollId && (
        <section aria-labelledby="final-poll-title" className="stack">
          <h2 id="final-poll-title">
            <Trans>Final poll results</Trans>
          </h2>
          {slots.poll(recent.lastPollId, uid, null)}
        </section>
      )}
      {recent.captionTracks.length > 0 &&
        slots.transcript?.(recent.id, { title: recent.title, startMs: recent.wentLiveAtMs ?? recent.startsAtMs })}
      <NextEvent slots={slots} />
    </div>
  );
}

/**
 * The live room (/live, /User/live): the event that is live now — video on top, the poll pushed
 * live and the comment feed below (beside it on wide screens), reactions over the video — or
 * that the last event has ended, or what to do when nothing is live. Follows the admin in real
 * time (the event document is listened to). The route supplies the other features through `slots`.
 * `facts`, the public facts of what is live (use-live-facts.ts), stand in until the listener
 * answers: a visitor reads what is live before Auth and Firestore are up, and never "Nothing is
 * live" while the facts say an event is (docs/performance.md, "/live's facts before the SDKs").
 */
export function LiveRoom({ slots, facts }: { slots: LiveRoomSlots; facts?: LiveFacts }) {
  const { t } = useLingui();
  const user = useUser();
  const live = useLiveEvent();
  if (!user) return null;
  // Until the listener answers, the public facts (when they say something) stand in its place; once
  // it has, they wait only for the last ended event, and only when they say nothing is live too.
  const shown = liveFactsView(facts);
  const factsSayLive = facts?.state === 'ready' && facts.stream.state === 'live';
  if (live.state === 'loading') return shown ?? <LoadingState label={t`Joining the live event…`} />;
  if (live.state === 'error') return <ErrorState title={t`The live event could not be loaded`} error={live.error} />;
  if (!live.data) return <NotLive uid={user.uid} slots={slots} waiting={factsSayLive ? null : shown} />;
  return <Room key={live.data.id} event={live.data} uid={user.uid} slots={slots} />;
}
