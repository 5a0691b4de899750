import { CAMERA_VIEWER_CAP_DEFAULT, CAMERA_VIEWER_CAP_MAX } from '@civic/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { cameraViewerCapDefault } from '@/config/env';
import type { ViewerConnection } from '../rtc/broadcaster';
import type { SessionState } from '../rtc/use-broadcast-session';

export interface BroadcastPanelProps {
  state: SessionState;
  viewers: ViewerConnection[];
  /** Why Go live is not possible now, if it is not. */
  blockedBecause: string | null;
  notice: string | null;
  error: string | null;
  onGoLive: (viewerCap: number) => void;
  onStop: () => void;
}

const clampCap = (n: number) => Math.min(CAMERA_VIEWER_CAP_MAX, Math.max(1, Math.round(n)));

/** Go live / stop, the viewer cap, how many viewers are connected, and when to use HLS instead. */
export function BroadcastPanel(props: BroadcastPanelProps) {
  const { state, viewers } = props;
  const [cap, setCap] = useState(String(clampCap(cameraViewerCapDefault ?? CAMERA_VIEWER_CAP_DEFAULT)));
  const capNumber = Number(cap);
  const capError =
    Number.isInteger(capNumber) && capNumber >= 1 && capNumber <= CAMERA_VIEWER_CAP_MAX
      ? null
      : `Enter a whole number from 1 to ${CAMERA_VIEWER_CAP_MAX}`;
  const connected = viewers.filter((v) => v.state === 'connected').length;
  const live = state === 'live';

  return (
    <section className="card stack" aria-labelledby="broadcast-heading">
      <h2 id="broadcast-heading">Broadcast</h2>
      <FormField
        label="Viewer limit"
        error={capError}
        hint="Each viewer gets their own copy of your video, so your upload sets the limit."
      >
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={CAMERA_VIEWER_CAP_MAX}
          value={cap}
          disabled={state !== 'idle'}
          onChange={(e) => setCap(e.target.value)}
        />
      </FormField>
      {live ? (
        <>
          <p className="camera-stat" aria-live="polite" data-testid="camera-connected">
            {connected} of {capNumber} viewers connected
          </p>
          {viewers.length > connected && <p className="muted">{viewers.length - connected} more connecting.</p>}
          {viewers.length >= capNumber && (
            <p className="camera-note" role="status">
              The broadcast is full: new viewers are told to try again later.
            </p>
          )}
          <Button variant="danger" onClick={props.onStop}>
            Stop broadcast
          </Button>
        </>
      ) : (
        <Button
          disabled={Boolean(props.blockedBecause) || capError !== null}
          pending={state === 'starting'}
          pendingLabel="Going live…"
          onClick={() => props.onGoLive(capNumber)}
        >
          Go live
        </Button>
      )}
      {!live && props.blockedBecause && <p className="muted">{props.blockedBecause}</p>}
      {props.notice && (
        <p role="status" className="muted">
          {props.notice}
        </p>
      )}
      <ErrorAlert>{props.error}</ErrorAlert>
      <p className="camera-note">
        The camera reaches at most {CAMERA_VIEWER_CAP_MAX} viewers. For a larger audience, stream from OBS to a
        streaming service and give the event that service’s HLS URL (or a YouTube id) instead.
      </p>
    </section>
  );
}
