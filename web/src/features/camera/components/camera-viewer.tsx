import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useUser } from '@/lib/session/session-store';
import { useBroadcast } from '../api/broadcast';
import { joinCameraBroadcast, joinErrorMessage } from '../api/join-camera-broadcast';
import { connectViewer } from '../rtc/viewer-connection';
import '../camera.css';

/**
 * What the live room shows when the live event's source is the in-app camera: waits for the
 * broadcast, asks the server for a place (the cap), then plays the admin's camera over WebRTC.
 * Reconnects by itself when the admin restarts the broadcast (a new broadcast id).
 */
export function CameraViewer({ eventId }: { eventId: string }) {
  const broadcast = useBroadcast(eventId);
  const user = useUser();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (broadcast.state === 'loading') return <LoadingState label="Checking the camera…" />;
  if (broadcast.state === 'error') {
    return <ErrorState title="The camera could not be checked" error="Reload the page to try again." />;
  }
  if (!broadcast.data || !user) {
    return (
      <EmptyState title="The camera is not on yet">
        <p>The picture appears here by itself as soon as the organisers turn their camera on.</p>
      </EmptyState>
    );
  }
  return (
    <CameraConnection
      key={`${broadcast.data.broadcastId}:${attempt}`}
      eventId={eventId}
      viewerUid={user.uid}
      viewerCap={broadcast.data.viewerCap}
      onRetry={retry}
    />
  );
}

/** How long connecting may take before the viewer starts over with a fresh connection. */
const RECONNECT_AFTER_MS = 30_000;

type Phase =
  | { kind: 'joining' }
  | { kind: 'refused'; message: string }
  | { kind: 'connected'; state: RTCPeerConnectionState | 'dropped' };

function CameraConnection(props: { eventId: string; viewerUid: string; viewerCap: number; onRetry: () => void }) {
  const { eventId, viewerUid, viewerCap } = props;
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'joining' });
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    let left = false;
    let leave: (() => Promise<void>) | undefined;
    joinCameraBroadcast(eventId).then(
      () => {
        const link = connectViewer({
          eventId,
          viewerUid,
          onStream: (stream) => {
            if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
          },
          onState: (state) => setPhase({ kind: 'connected', state }),
          onError: (error) => console.error('camera viewer', error),
        });
        leave = () => link.leave();
        setPhase({ kind: 'connected', state: 'new' });
        if (left) void leave();
      },
      (error: unknown) => setPhase({ kind: 'refused', message: joinErrorMessage(error, viewerCap) }),
    );
    // Closing the tab: try to clean up at once (the broadcaster drops a silent viewer anyway).
    const onPageHide = () => void leave?.();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      left = true;
      window.removeEventListener('pagehide', onPageHide);
      leave?.().catch((error: unknown) => console.error('camera viewer cleanup', error));
    };
  }, [eventId, viewerUid, viewerCap]);

  // A connection that never completes (signals lost, a network that blocks it) starts over.
  const stuck =
    phase.kind !== 'refused' && (phase.kind === 'joining' || phase.state === 'new' || phase.state === 'connecting');
  const { onRetry } = props;
  useEffect(() => {
    if (!stuck) return;
    const timer = setTimeout(onRetry, RECONNECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [stuck, onRetry]);

  if (phase.kind === 'refused') {
    return (
      <ErrorState
        title="You cannot watch the camera right now"
        error={phase.message}
        action={<Button onClick={props.onRetry}>Try again</Button>}
      />
    );
  }
  const state = phase.kind === 'connected' ? phase.state : 'new';
  const notice =
    phase.kind === 'joining' || state === 'new' || state === 'connecting'
      ? 'Connecting to the camera…'
      : state === 'disconnected' || state === 'failed'
        ? 'The connection was interrupted. Reconnecting…'
        : null;
  return (
    <figure className="camera-viewer">
      <video ref={video} className="camera-video" autoPlay playsInline muted={muted} aria-label="Live camera" />
      {notice && (
        <div className="camera-viewer__notice" role="status">
          <span className="spinner" aria-hidden="true" /> {notice}
        </div>
      )}
      {state === 'dropped' || state === 'closed' ? (
        <figcaption className="camera-viewer__bar" role="alert">
          You were disconnected from the camera.
          <Button variant="secondary" onClick={props.onRetry}>
            Reconnect
          </Button>
        </figcaption>
      ) : (
        <figcaption className="camera-viewer__bar">
          <span className="badge badge--live">Live camera</span>
          <Button variant="secondary" aria-pressed={!muted} onClick={() => setMuted((m) => !m)}>
            {muted ? 'Turn sound on' : 'Mute sound'}
          </Button>
        </figcaption>
      )}
    </figure>
  );
}
