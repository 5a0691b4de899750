import { embedUrl, type StreamSource } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { HlsPlayer } from './hls-player';

export interface EventPlayerProps {
  source: StreamSource;
  title: string;
  /**
   * The in-app camera's viewer, supplied by the route (features/camera): features never import
   * each other, so the app composes it here. Without it a camera event says so.
   */
  camera?: ReactNode;
}

/** Picks the player for the event's source kind. */
export function EventPlayer({ source, title, camera }: EventPlayerProps) {
  const { t } = useLingui();
  switch (source.kind) {
    case 'hls':
      // Keyed by URL: a new stream gets a fresh <video>, without the previous stream’s text tracks.
      return <HlsPlayer key={source.url} url={source.url} title={title} />;
    case 'youtube':
    case 'vimeo':
      return (
        <iframe
          className="event-stage__video"
          src={embedUrl(source)}
          title={t`Video: ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      );
    case 'camera':
      return (
        camera ?? (
          <p className="event-stage__message on-picture" role="status">
            <Trans>The camera broadcast is not available here yet.</Trans>
          </p>
        )
      );
  }
}
