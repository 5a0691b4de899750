import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';
import type { BroadcastRecording } from '../media/use-broadcast-recording';

const megabytes = (bytes: number) =>
  formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

/**
 * Recording the broadcast on the admin's computer, for a replay (docs/replays.md, "The recording"):
 * the choice (before going live), the size while it records, and a download per finished part.
 */
export function RecordingPanel({
  recording,
  wanted,
  onWantedChange,
  live,
}: {
  recording: BroadcastRecording;
  wanted: boolean;
  onWantedChange: (wanted: boolean) => void;
  live: boolean;
}) {
  const { t } = useLingui();
  const { parts, recordingBytes } = recording;
  return (
    <section className="card stack" aria-labelledby="recording-heading">
      <h2 id="recording-heading">
        <Trans>Recording</Trans>
      </h2>
      {recording.supported ? (
        <>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={wanted}
              disabled={live}
              onChange={(event) => onWantedChange(event.target.checked)}
            />{' '}
            <Trans>Record the broadcast on this computer</Trans>
          </label>
          <p className="muted">
            <Trans>
              For a replay: the file stays in this browser until you download it. Host it where your videos are, then
              attach its address to the event’s replay.
            </Trans>
          </p>
        </>
      ) : (
        <p className="muted">
          <Trans>This browser cannot record the broadcast.</Trans>
        </p>
      )}
      {recordingBytes !== null && <RecordingSize bytes={recordingBytes} />}
      {recording.failed && (
        <p role="alert" className="alert alert--warning">
          <Trans>The browser stopped the recording with an error. What it recorded until then can be downloaded.</Trans>
        </p>
      )}
      {parts.length > 0 && (
        <>
          <ul className="camera-recordings">
            {parts.map((part, index) => {
              const size = megabytes(part.bytes);
              const number = index + 1;
              return (
                <li key={part.url}>
                  <a
                    className="button button--secondary"
                    href={part.url}
                    download={part.fileName}
                    onClick={() => recording.downloaded(part)}
                  >
                    {parts.length === 1 ? t`Download the recording (${size})` : t`Download part ${number} (${size})`}
                  </a>
                </li>
              );
            })}
          </ul>
          <p className="muted">
            <Trans>Keep this page open until you have downloaded the recording: it is not saved anywhere else.</Trans>
          </p>
        </>
      )}
    </section>
  );
}

function RecordingSize({ bytes }: { bytes: number }) {
  const { t } = useLingui();
  const size = megabytes(bytes);
  return (
    <p className="camera-stat" data-testid="camera-recording">
      {t`Recording… ${size}`}
    </p>
  );
}
