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

/** The 16:9 screen of the room: video, overlay, banner and floating reactions stacked in one box. */
export function EventStage({ title, player, overlay, floating, banner }: EventStageProps) {
  return (
    <section className="event-stage" aria-label={`Stream: ${title}`}>
      <div className="event-stage__screen">
        {player}
        {overlay && <div className="event-stage__overlay">{overlay}</div>}
        {banner && <div className="event-stage__banner">{banner}</div>}
        {floating}
      </div>
    </section>
  );
}
