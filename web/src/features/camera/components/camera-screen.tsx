import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session/session-store';
import type { Live } from '@/lib/use-snapshot';
import { useCameraMedia } from '../media/use-camera-media';
import { useBroadcastSession } from '../rtc/use-broadcast-session';
import { BroadcastPanel } from './broadcast-panel';
import { DevicePickers } from './device-pickers';
import '../camera.css';

/** What the camera screen needs of an event (the events feature's view has these fields). */
export interface CameraEvent {
  id: string;
  title: string;
  status: string;
}

/**
 * `/Admin/camera`: pick the camera event, turn the camera on (pickers, preview, mute), go live to
 * the viewers in the live room and stop. See docs/camera.md. The events and `goLive` belong to the
 * events feature: `app/routes/admin/camera.tsx` passes them in (features never import each other).
 */
export function CameraScreen({
  events,
  goLive,
}: {
  events: Live<CameraEvent[]>;
  goLive: (eventId: string) => Promise<unknown>;
}) {
  const user = useUser();
  const { media, start, select, toggleMute } = useCameraMedia();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = events.state === 'ready' ? events.data : [];
  const event = list.find((e) => e.id === chosen) ?? list[0] ?? null;
  const session = useBroadcastSession({
    eventId: event?.id ?? null,
    eventLive: event?.status === 'live',
    makeEventLive: goLive,
    broadcasterUid: user?.uid ?? null,
    video: media.video,
    audio: media.audio,
  });

  const preview = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (preview.current) preview.current.srcObject = media.preview;
  }, [media.preview]);

  const blockedBecause = !event
    ? 'Choose a camera event first.'
    : media.status !== 'on'
      ? 'Turn your camera on first.'
      : null;

  return (
    <div className="stack">
      <PageHeader
        title="Camera"
        description="Broadcast from your own camera and microphone to the viewers in the live room."
      />
      {events.state === 'loading' && <LoadingState label="Loading camera events…" />}
      {events.state === 'error' && <ErrorState title="Events could not be loaded" error={events.error} />}
      {events.state === 'ready' && list.length === 0 && (
        <EmptyState
          title="No camera event yet"
          action={
            <a className="button button--secondary" href={paths.admin.livestream}>
              Go to Live events
            </a>
          }
        >
          <p>Create an event whose stream source is “the in-app camera”, then come back to broadcast it.</p>
        </EmptyState>
      )}
      {event && (
        <div className="card camera-event">
          <FormField label="Event">
            <select value={event.id} disabled={session.state !== 'idle'} onChange={(e) => setChosen(e.target.value)}>
              {list.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.title} — {e.status === 'live' ? 'live now' : 'scheduled'}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      )}
      <div className="camera-layout">
        <section className="card stack" aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview</h2>
          <div className="camera-preview">
            <video
              ref={preview}
              className="camera-video"
              autoPlay
              playsInline
              muted
              aria-label="Camera preview"
              data-testid="camera-preview"
            />
            {(!media.video || media.videoMuted) && (
              <p className="camera-preview__off">
                {media.status === 'off'
                  ? 'Your camera is off.'
                  : media.videoMuted
                    ? 'Camera turned off: viewers see black.'
                    : 'No picture.'}
              </p>
            )}
          </div>
          <ErrorAlert>{media.error}</ErrorAlert>
          {media.warning && (
            <p role="alert" className="alert alert--warning">
              {media.warning}
            </p>
          )}
          {media.status === 'on' ? (
            <DevicePickers media={media} onSelect={(kind, id) => void select(kind, id)} onToggleMute={toggleMute} />
          ) : (
            <Button
              onClick={() => void start()}
              pending={media.status === 'starting'}
              pendingLabel="Asking for the camera…"
            >
              Turn camera on
            </Button>
          )}
        </section>
        <BroadcastPanel
          state={session.state}
          viewers={session.viewers}
          blockedBecause={blockedBecause}
          notice={session.notice}
          error={session.error}
          onGoLive={(cap) => void session.goLive(cap)}
          onStop={session.stop}
        />
      </div>
    </div>
  );
}
