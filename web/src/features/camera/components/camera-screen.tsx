import { pickVersion } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session/session-store';
import type { Live } from '@/lib/use-snapshot';
import { useBroadcastRecording } from '../media/use-broadcast-recording';
import { useCameraMedia } from '../media/use-camera-media';
import { useBroadcastSession } from '../rtc/use-broadcast-session';
import { BroadcastPanel } from './broadcast-panel';
import { DevicePickers } from './device-pickers';
import { RecordingPanel } from './recording-panel';
import '../camera.css';

/** What the camera screen needs of an event (the events feature's view has these fields). */
export interface CameraEvent {
  id: string;
  title: string;
  status: string;
}

/**
 * `/Admin/camera`: pick the camera event, turn the camera on (pickers, preview, mute), go live to
 * the viewers in the live room and stop; the broadcast is recorded for a replay, to download. See docs/camera.md. The events and `goLive` belong to the
 * events feature: `app/routes/admin/camera.tsx` passes them in (features never import each other).
 */
export function CameraScreen({
  events,
  goLive,
}: {
  events: Live<CameraEvent[]>;
  goLive: (eventId: string) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
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

  const [recordingWanted, setRecordingWanted] = useState(true);
  const recording = useBroadcastRecording({
    live: session.state === 'live',
    wanted: recordingWanted,
    video: media.video,
    audio: media.audio,
    title: event?.title ?? '',
  });

  const preview = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (preview.current) preview.current.srcObject = media.preview;
  }, [media.preview]);

  const blockedBecause = !event
    ? t`Choose a camera event first.`
    : media.status !== 'on'
      ? t`Turn your camera on first.`
      : null;

  // An <option> holds text only: the title is isolated with Unicode marks instead of <bdi>.
  const eventOption = (title: string, live: boolean) => {
    const shown = `\u2068${title}\u2069`;
    return live ? t`${shown} — live now` : t`${shown} — scheduled`;
  };

  return (
    <div className="stack">
      <PageHeader
        title={t`Camera`}
        description={t`Broadcast from your own camera and microphone to the viewers in the live room.`}
      />
      {events.state === 'loading' && <LoadingState label={t`Loading camera events…`} />}
      {events.state === 'error' && <ErrorState title={t`Events could not be loaded`} error={events.error} />}
      {events.state === 'ready' && list.length === 0 && (
        <EmptyState
          title={t`No camera event yet`}
          action={
            <a className="button button--secondary" href={paths.admin.livestream}>
              <Trans>Go to Live events</Trans>
            </a>
          }
        >
          <p>
            <Trans>Create an event whose stream source is “the in-app camera”, then come back to broadcast it.</Trans>
          </p>
        </EmptyState>
      )}
      {event && (
        <div className="card camera-event">
          <FormField label={t`Event`}>
            <select value={event.id} disabled={session.state !== 'idle'} onChange={(e) => setChosen(e.target.value)}>
              {list.map((e) => (
                <option key={e.id} value={e.id}>
                  {eventOption(pickVersion(e, i18n.locale).title, e.status === 'live')}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      )}
      <div className="camera-layout">
        <section className="card stack" aria-labelledby="preview-heading">
          <h2 id="preview-heading">
            <Trans>Preview</Trans>
          </h2>
          <div className="camera-preview">
            <video
              ref={preview}
              className="camera-video"
              autoPlay
              playsInline
              muted
              aria-label={t`Camera preview`}
              data-testid="camera-preview"
            />
            {(!media.video || media.videoMuted) && (
              <p className="camera-preview__off">
                {media.status === 'off'
                  ? t`Your camera is off.`
                  : media.videoMuted
                    ? t`Camera turned off: viewers see black.`
                    : t`No picture.`}
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
              pendingLabel={t`Asking for the camera…`}
            >
              <Trans>Turn camera on</Trans>
            </Button>
          )}
        </section>
        <div className="stack">
          <BroadcastPanel
            state={session.state}
            viewers={session.viewers}
            blockedBecause={blockedBecause}
            notice={session.notice}
            error={session.error}
            onGoLive={(cap) => void session.goLive(cap)}
            onStop={session.stop}
          />
          <RecordingPanel
            recording={recording}
            wanted={recordingWanted}
            onWantedChange={setRecordingWanted}
            live={session.state !== 'idle'}
          />
        </div>
      </div>
    </div>
  );
}
