import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import type { CameraMedia } from '../media/use-camera-media';

export interface DevicePickersProps {
  media: CameraMedia;
  onSelect: (kind: 'video' | 'audio', deviceId: string) => void;
  onToggleMute: (kind: 'video' | 'audio') => void;
}

/** Camera and microphone pickers with their mute switches (buttons with aria-pressed). */
export function DevicePickers({ media, onSelect, onToggleMute }: DevicePickersProps) {
  const label = (device: MediaDeviceInfo, index: number, noun: string) => device.label || `${noun} ${index + 1}`;
  return (
    <div className="stack">
      <FormField label="Camera" hint={media.cameras.length === 0 ? 'No camera found.' : undefined}>
        <select
          value={media.cameraId}
          disabled={media.cameras.length === 0}
          onChange={(e) => onSelect('video', e.target.value)}
        >
          {!media.video && <option value="">Choose a camera</option>}
          {media.cameras.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId}>
              {label(d, i, 'Camera')}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Microphone" hint={media.microphones.length === 0 ? 'No microphone found.' : undefined}>
        <select
          value={media.microphoneId}
          disabled={media.microphones.length === 0}
          onChange={(e) => onSelect('audio', e.target.value)}
        >
          {!media.audio && <option value="">Choose a microphone</option>}
          {media.microphones.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId}>
              {label(d, i, 'Microphone')}
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
          {media.videoMuted ? 'Turn camera on' : 'Turn camera off'}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={media.audioMuted}
          disabled={!media.audio}
          onClick={() => onToggleMute('audio')}
        >
          {media.audioMuted ? 'Unmute microphone' : 'Mute microphone'}
        </Button>
      </div>
    </div>
  );
}
