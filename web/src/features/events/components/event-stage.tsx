import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';

// Loaded with the stage's first render, not with the page: /stream before an event is live (a
// public page, held to its script budget) never needs it.
const CaptionsMenu = lazy(() => import('./captions-menu').then((module) => ({ default: module.CaptionsMenu })));

export interface EventStageProps {
  title: string;
  /** The video (EventPlayer). */
  player: ReactNode;
  /** Shown over the video for everyone (poll results the admin put on the stream). */
  overlay?: ReactNode;
  /** Floating reactions, drawn over the video. */
  floating?: ReactNode;
  /** Shown along the top of the video (a comment the admin put on the stream). */
  banner?: ReactNode;
  /** Live captions over the bottom of the picture (features/captions), when the viewer has CC on. */
  captions?: ReactNode;
  /** Under the picture, part of the stage (the agenda item under way: it sticks with the video on a phone). */
  below?: ReactNode;
}

/**
 * The 16:9 screen of the room: video and floating reactions in one box, the banner and the overlay
 * over it — or, on a narrow screen (events.css), under it, where a 200 px picture has no room for
 * both without one covering the other.
 */
export function EventStage({ title, player, overlay, floating, banner, captions, below }: EventStageProps) {
  const { t } = useLingui();
  return (
    <section className="event-stage" aria-label={t`Stream: ${title}`}>
      <div className="event-stage__screen">
        <div className="event-stage__picture">
          {player}
          {floating}
          {captions}
          <Suspense fallback={null}>
            <CaptionsMenu />
          </Suspense>
        </div>
        {banner && <div className="event-stage__banner">{banner}</div>}
        {overlay && <div className="event-stage__overlay">{overlay}</div>}
      </div>
      {below}
    </section>
  );
}
