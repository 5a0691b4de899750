import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

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
}

/**
 * The 16:9 screen of the room: video and floating reactions in one box, the banner and the overlay
 * over it — or, on a narrow screen (events.css), under it, where a 200 px picture has no room for
 * both without one covering the other.
 */
export function EventStage({ title, player, overlay, floating, banner }: EventStageProps) {
  const { t } = useLingui();
  return (
    <section className="event-stage" aria-label={t`Stream: ${title}`}>
      <div className="event-stage__screen">
        <div className="event-stage__picture">
          {player}
          {floating}
        </div>
        {banner && <div className="event-stage__banner">{banner}</div>}
        {overlay && <div className="event-stage__overlay">{overlay}</div>}
      </div>
    </section>
  );
}
