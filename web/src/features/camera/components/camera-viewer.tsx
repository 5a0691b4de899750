import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useUser } from '@/lib/session/session-store';
import { clearConnection } from '../api/clear-connection';
import { joinCameraBroadcast } from '../api/join-camera-broadcast';
import { joinErrorMessage } from '../api/join-error-message';
import { useViewerBroadcast } from '../api/use-viewer-broadcast';
import { connectViewer, type ViewerLink } from '../rtc/viewer-connection';
import '../camera.css';

/**
 * What the live room shows when the live event's source is the in-app camera: waits for the
 * broadcast, asks the server for a place (the cap), then plays the admin's camera over WebRTC.
 * Reconnects by itself when the admin restarts the broadcast (a new broadcast id).
 */
export function CameraViewer({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const broadcast = useViewerBroadcast(eventId);
  const user = useUser();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (broadcast.state === 'loading') return <LoadingState label={t`Checking the camera…`} />;
  if (broadcast.state === 'error') {
    return <ErrorState title={t`The camera could not be checked`} error={t`Reload the page to try again.`} />;
  }
  if (!broadcast.data || !user) {
    return (
      <EmptyState title={t`The camera is not on yet`}>
        <p>
          <Trans>The picture appears here by itself as soon as the organisers turn their camera on.</Trans>
        </p>
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

/** How long connecting (or reconnecting) may take before the viewer starts over with a fresh connection. */
const RECONNECT_AFTER_MS = 30_000;

/**
 * The previous connection's clean-up. The next join waits for it: clearConnection deletes by path,
 * so a clean-up still running when the viewer rejoins (the admin restarted the broadcast) would
 * delete the new connection's peer document and signals, and the new connection would never
 * complete (seen in the camera benchmark on a loaded machine).
 */
let previousLeave: Promise<void> = Promise.resolve();

const STUCK_STATES = new Set<RTCPeerConnectionState | 'dropped'>(['new', 'connecting', 'disconnected', 'failed']);

type Phase =
  | { kind: 'joining' }
  | { kind: 'refused'; message: string }
  | { kind: 'connected'; state: RTCPeerConnectionState | 'dropped' };

function CameraConnection(props: { eventId: string; viewerUid: string; viewerCap: number; onRetry: () => void }) {
  const { t } = useLingui();
  const { eventId, viewerUid, viewerCap } = props;
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'joining' });
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    let left = false;
    let link: ViewerLink | undefined;
    const cleanUp = (run: () => Promise<void>) => {
      previousLeave = run().catch((error: unknown) => console.error('camera viewer cleanup', error));
    };
    void (async () => {
      await previousLeave;
      if (left) return;
      let joinId: string;
      try {
        ({ joinId } = await joinCameraBroadcast(eventId));
      } catch (error) {
        if (!left) setPhase({ kind: 'refused', message: joinErrorMessage(error, viewerCap) });
        return;
      }
      // Left while the server was giving us a place: give it back.
      if (left) return cleanUp(() => clearConnection(eventId, viewerUid));
      link = connectViewer({
        eventId,
        viewerUid,
        joinId,
        onStream: (stream) => {
          if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
        },
        onState: (state) => setPhase({ kind: 'connected', state }),
        onError: (error) => console.error('camera viewer', error),
      });
      setPhase({ kind: 'connected', state: 'new' });
    })();
    // Closing the tab: try to clean up at once (the broadcaster drops a silent viewer anyway).
    const onPageHide = () => void link?.leave();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      left = true;
      window.removeEventListener('pagehide', onPageHide);
      const leaving = link;
      if (leaving) cleanUp(() => leaving.leave());
    };
  }, [eventId, viewerUid, viewerCap]);

  // A connection that never completes (signals lost, a network that blocks it, signals the
  // emulator's listener hid from the SDK: docs/camera.md), or that was interrupted and does not
  // come back, starts over: the new connection's signals are written anew.
  const stuck = phase.kind === 'joining' || (phase.kind === 'connected' && STUCK_STATES.has(phase.state));
  const { onRetry } = props;
  useEffect(() => {
    if (!stuck) return;
    const timer = setTimeout(onRetry, RECONNECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [stuck, onRetry]);

  if (phase.kind === 'refused') {
    return (
      <ErrorState
        title={t`You cannot watch the camera right now`}
        error={phase.message}
        action={
          <Button onClick={props.onRetry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  const state = phase.kind === 'connected' ? phase.state : 'new';
  const notice =
    phase.kind === 'joining' || state === 'new' || state === 'connecting'
      ? t`Connecting to the camera…`
      : state === 'disconnected' || state === 'failed'
        ? t`The connection was interrupted. Reconnecting…`
        : null;
  return (
    <figure className="camera-viewer">
      <video ref={video} className="camera-video" autoPlay playsInline muted={muted} aria-label={t`Live camera`} />
      {notice && (
        <div className="camera-viewer__notice on-picture" role="status">
          <span className="spinner" aria-hidden="true" /> {notice}
        </div>
      )}
      {state === 'dropped' || state === 'closed' ? (
        <figcaption className="camera-viewer__bar" role="alert">
          <Trans>You were disconnected from the camera.</Trans>
          <Button variant="secondary" onClick={props.onRetry}>
            <Trans>Reconnect</Trans>
          </Button>
        </figcaption>
      ) : (
        <figcaption className="camera-viewer__bar">
          <span className="badge badge--live">
            <Trans>Live camera</Trans>
          </span>
          <Button variant="secondary" aria-pressed={!muted} onClick={() => setMuted((m) => !m)}>
            {muted ? <Trans>Turn sound on</Trans> : <Trans>Mute sound</Trans>}
          </Button>
        </figcaption>
      )}
    </figure>
  );
}
