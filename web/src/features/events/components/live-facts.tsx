/**
 * What the live room shows from the public facts of what is live (getStreamState, read by
 * use-live-facts.ts) before its own listener is up, in the room's own places and words, so the
 * handover changes nothing that was right. A small module of its own: the live room's screen shows
 * it while the room's chunk (the Firestore SDK, the player, the feed) is still loading
 * (app/lazy-live-room.tsx). docs/performance.md, "/live's facts before the SDKs".
 */
import { endedRecently, pickVersion, type StreamState } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/quiet-states';
import { langOf, textLanguage } from '@/lib/i18n/versions';
import type { LiveFacts } from '../api/use-live-facts';

const AgendaNow = lazy(() => import('./agenda-now').then((module) => ({ default: module.AgendaNow })));

/** The same sentences whether the public facts or the room's listener say it (no change at handover). */
export function NothingLive() {
  const { t } = useLingui();
  return (
    <EmptyState title={t`Nothing is live right now`}>
      <p>
        <Trans>When an event goes live its stream, the current poll and the comments appear here by themselves.</Trans>
      </p>
    </EmptyState>
  );
}

function LiveNow({ stream }: { stream: Extract<StreamState, { state: 'live' }> }) {
  const { t, i18n } = useLingui();
  const event = pickVersion(stream.event, i18n.locale);
  return (
    <div className="live-room">
      <div className="live-room__main stack">
        <h2 className="event-title">
          <strong className="badge badge--live">
            <Trans>Live</Trans>
          </strong>{' '}
          <bdi {...textLanguage(event, 'title')}>{event.title}</bdi>
        </h2>
        {/* The video's box, held; named once it holds the stream (EventStage). */}
        <div className="event-stage">
          <div className="event-stage__screen">
            <p className="event-stage__message on-picture" role="status">
              {t`Joining the live event…`}
            </p>
          </div>
          {stream.agendaNow && (
            <Suspense fallback={null}>
              <AgendaNow current={stream.agendaNow} eventLanguage={event.language} />
            </Suspense>
          )}
        </div>
        {event.description && (
          <p className="muted live-room__description" dir="auto" lang={langOf(event, 'description')}>
            {event.description}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * What the facts say, or null when they cannot say it or are not in yet: the public event that is
 * live (its title, the agenda item under way and its description, the video's box held), or that
 * nothing is live. They cannot say it when another event is live that they do not show (one for
 * signed-in residents: only that one is live is public), nor while a public event's end is shown
 * (ENDED_SHOWN_MS after it ended): the room shows it with its final poll, which the facts do not
 * hold. An event that ended before that is no reason to wait: the room says nothing is live too.
 */
export function liveFactsView(facts: LiveFacts | undefined): ReactNode {
  if (facts?.state !== 'ready') return null;
  const { stream } = facts;
  if (stream.state === 'live') return <LiveNow stream={stream} />;
  if (stream.otherLive || (stream.state === 'ended' && stream.ended && endedRecently(stream.ended, Date.now()))) {
    return null;
  }
  return <NothingLive />;
}
