import { CAMERA_VIEWER_CAP_DEFAULT, CAMERA_VIEWER_CAP_MAX } from '@civic/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { cameraViewerCapDefault } from '../config';
import { formatNumber } from '@/lib/i18n/format';
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
  const { t } = useLingui();
  const { state, viewers } = props;
  const capMax = formatNumber(CAMERA_VIEWER_CAP_MAX);
  const [cap, setCap] = useState(String(clampCap(cameraViewerCapDefault ?? CAMERA_VIEWER_CAP_DEFAULT)));
  const capNumber = Number(cap);
  const capError =
    Number.isInteger(capNumber) && capNumber >= 1 && capNumber <= CAMERA_VIEWER_CAP_MAX
      ? null
      : t`Enter a whole number from 1 to ${capMax}`;
  const connected = viewers.filter((v) => v.state === 'connected').length;
  const live = state === 'live';
  const connecting = viewers.length - connected;
  const connectedCount = formatNumber(connected);

  return (
    <section className="card stack" aria-labelledby="broadcast-heading">
      <h2 id="broadcast-heading">
        <Trans>Broadcast</Trans>
      </h2>
      <FormField
        label={t`Viewer limit`}
        error={capError}
        hint={t`Each viewer gets their own copy of your video, so your upload sets the limit.`}
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
          {/* English says "1 of 1 viewers"; the plural lets other languages agree with the limit. */}
          <p className="camera-stat" aria-live="polite" data-testid="camera-connected">
            <Trans>
              {connectedCount} of <Plural value={capNumber} one="# viewers" other="# viewers" /> connected
            </Trans>
          </p>
          {connecting > 0 && (
            <p className="muted">
              <Plural value={connecting} one="# more connecting." other="# more connecting." />
            </p>
          )}
          {viewers.length >= capNumber && (
            <p className="camera-note" role="status">
              <Trans>The broadcast is full: new viewers are told to try again later.</Trans>
            </p>
          )}
          <Button variant="danger" onClick={props.onStop}>
            <Trans>Stop broadcast</Trans>
          </Button>
        </>
      ) : (
        <Button
          disabled={Boolean(props.blockedBecause) || capError !== null}
          pending={state === 'starting'}
          pendingLabel={t`Going live…`}
          onClick={() => props.onGoLive(capNumber)}
        >
          <Trans>Go live</Trans>
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
        <Trans>
          The camera reaches at most {capMax} viewers. For a larger audience, stream from OBS to a streaming service and
          give the event that service’s HLS URL (or a YouTube id) instead.
        </Trans>
      </p>
    </section>
  );
}
