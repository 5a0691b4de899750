import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/i18n/format';
import type { CameraMedia } from '../media/use-camera-media';

export interface DevicePickersProps {
  media: CameraMedia;
  onSelect: (kind: 'video' | 'audio', deviceId: string) => void;
  onToggleMute: (kind: 'video' | 'audio') => void;
}

/** Camera and microphone pickers with their mute switches (buttons with aria-pressed). */
export function DevicePickers({ media, onSelect, onToggleMute }: DevicePickersProps) {
  const { t } = useLingui();
  // A device the browser does not name yet (before permission) is numbered.
  const cameraLabel = (device: MediaDeviceInfo, index: number) => {
    const number = formatNumber(index + 1);
    return device.label || t`Camera ${number}`;
  };
  const microphoneLabel = (device: MediaDeviceInfo, index: number) => {
    const number = formatNumber(index + 1);
    return device.label || t`Microphone ${number}`;
  };
  return (
    <div className="stack">
      <FormField label={t`Camera`} hint={media.cameras.length === 0 ? t`No camera found.` : undefined}>
        <select
          value={media.cameraId}
          disabled={media.cameras.length === 0}
          onChange={(e) => onSelect('video', e.target.value)}
        >
          {!media.video && <option value="">{t`Choose a camera`}</option>}
          {media.cameras.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId}>
              {cameraLabel(d, i)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t`Microphone`} hint={media.microphones.length === 0 ? t`No microphone found.` : undefined}>
        <select
          value={media.microphoneId}
          disabled={media.microphones.length === 0}
          onChange={(e) => onSelect('audio', e.target.value)}
        >
          {!media.audio && <option value="">{t`Choose a microphone`}</option>}
          {media.microphones.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId}>
              {microphoneLabel(d, i)}
            </option>
          ))}
        </select>
      </FormField>
      <div className="camera-controls">
        <Button
          variant="secondary"
          aria-pressed={media.videoMuted}
          disabled={!media.video}
          onClick={() => onToggleMute('video')}
        >
          {media.videoMuted ? <Trans>Turn camera on</Trans> : <Trans>Turn camera off</Trans>}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={media.audioMuted}
          disabled={!media.audio}
          onClick={() => onToggleMute('audio')}
        >
          {media.audioMuted ? <Trans>Unmute microphone</Trans> : <Trans>Mute microphone</Trans>}
        </Button>
      </div>
    </div>
  );
}
