import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaErrorMessage, mediaMessage, mediaSupported } from './media-errors';

type Kind = 'video' | 'audio';

export interface CameraMedia {
  status: 'off' | 'starting' | 'on';
  video: MediaStreamTrack | null;
  audio: MediaStreamTrack | null;
  /** Preview of what viewers get (a new stream whenever a track changes). */
  preview: MediaStream | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string;
  microphoneId: string;
  videoMuted: boolean;
  audioMuted: boolean;
  /** Nothing can be broadcast (permission, no device…). */
  error: string | null;
  /** Broadcasting goes on, but something is missing (no microphone, a device unplugged). */
  warning: string | null;
}

const INITIAL: CameraMedia = {
  status: 'off',
  video: null,
  audio: null,
  preview: null,
  cameras: [],
  microphones: [],
  cameraId: '',
  microphoneId: '',
  videoMuted: false,
  audioMuted: false,
  error: null,
  warning: null,
};

async function listDevices() {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return {
    cameras: devices.filter((d) => d.kind === 'videoinput' && d.deviceId),
    microphones: devices.filter((d) => d.kind === 'audioinput' && d.deviceId),
  };
}

async function openTrack(kind: Kind, deviceId?: string): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia({
    [kind]: deviceId ? { deviceId: { exact: deviceId } } : true,
  });
  return stream.getTracks()[0]!;
}

/** Camera and microphone for /Admin/camera: permission, device pickers, preview, mute, unplugging. */
export function useCameraMedia() {
  const [media, setMedia] = useState<CameraMedia>(INITIAL);
  const current = useRef(media);
  useEffect(() => {
    current.current = media;
  }, [media]);

  /** Puts `track` in place of the kind's current one (stopping the old), keeping the mute state. */
  const install = useCallback((kind: Kind, track: MediaStreamTrack | null) => {
    const old = current.current[kind];
    if (old && old !== track) old.stop();
    if (track) {
      track.enabled = !(kind === 'video' ? current.current.videoMuted : current.current.audioMuted);
      // A device unplugged mid-stream ends its track: say so, keep everything else running.
      track.addEventListener('ended', () => {
        if (current.current[kind] !== track) return; // replaced on purpose
        setMedia((now) =>
          withTrack(
            now,
            kind,
            null,
            kind === 'video' ? mediaMessage('cameraUnplugged') : mediaMessage('microphoneUnplugged'),
          ),
        );
      });
    }
    current.current = withTrack(current.current, kind, track, current.current.warning);
    setMedia((now) => withTrack(now, kind, track, now.warning));
  }, []);

  const refreshDevices = useCallback(async () => {
    const lists = await listDevices();
    setMedia((m) => ({ ...m, ...lists }));
  }, []);

  const start = useCallback(async () => {
    if (!mediaSupported()) {
      setMedia((m) => ({ ...m, error: mediaMessage('unsupported') }));
      return;
    }
    setMedia((m) => ({ ...m, status: 'starting', error: null, warning: null }));
    // Camera and microphone one after the other, so a missing microphone still lets the picture through.
    const [video, audio] = await Promise.allSettled([openTrack('video'), openTrack('audio')]);
    if (video.status === 'rejected' && audio.status === 'rejected') {
      setMedia((m) => ({ ...m, status: 'off', error: mediaErrorMessage(video.reason) }));
      return;
    }
    install('video', video.status === 'fulfilled' ? video.value : null);
    install('audio', audio.status === 'fulfilled' ? audio.value : null);
    const warning =
      video.status === 'rejected'
        ? `${mediaMessage('noCamera')} (${mediaErrorMessage(video.reason)})`
        : audio.status === 'rejected'
          ? mediaMessage('noMicrophone')
          : null;
    setMedia((m) => ({ ...m, status: 'on', warning }));
    await refreshDevices();
  }, [install, refreshDevices]);

  const select = useCallback(
    async (kind: Kind, deviceId: string) => {
      try {
        install(kind, await openTrack(kind, deviceId));
        setMedia((m) => ({ ...m, warning: null, error: null }));
      } catch (error) {
        setMedia((m) => ({ ...m, warning: mediaErrorMessage(error) }));
        await refreshDevices();
      }
    },
    [install, refreshDevices],
  );

  const toggleMute = useCallback((kind: Kind) => {
    setMedia((m) => {
      const key = kind === 'video' ? 'videoMuted' : 'audioMuted';
      const muted = !m[key];
      const track = m[kind];
      if (track) track.enabled = !muted;
      return { ...m, [key]: muted };
    });
  }, []);

  const stop = useCallback(() => {
    current.current.video?.stop();
    current.current.audio?.stop();
    setMedia((m) => ({ ...INITIAL, cameras: m.cameras, microphones: m.microphones }));
  }, []);

  useEffect(() => {
    if (!mediaSupported()) return;
    const onChange = () => void refreshDevices();
    navigator.mediaDevices.addEventListener('devicechange', onChange);
    return () => navigator.mediaDevices.removeEventListener('devicechange', onChange);
  }, [refreshDevices]);

  // Leaving the screen releases the camera (its light goes off).
  useEffect(
    () => () => {
      current.current.video?.stop();
      current.current.audio?.stop();
    },
    [],
  );

  return { media, start, stop, select, toggleMute };
}

function previewOf(video: MediaStreamTrack | null, audio: MediaStreamTrack | null): MediaStream | null {
  const tracks = [video, audio].filter((t): t is MediaStreamTrack => t !== null);
  return tracks.length ? new MediaStream(tracks) : null;
}

function withTrack(m: CameraMedia, kind: Kind, track: MediaStreamTrack | null, warning: string | null): CameraMedia {
  const next = { ...m, [kind]: track, warning };
  const deviceId = track?.getSettings().deviceId;
  return {
    ...next,
    preview: previewOf(next.video, next.audio),
    ...(deviceId ? (kind === 'video' ? { cameraId: deviceId } : { microphoneId: deviceId }) : {}),
  };
}
