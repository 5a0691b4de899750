/** What a person is told when the camera or microphone cannot be used: the cause and what to do. */
export const MEDIA_MESSAGES = {
  unsupported:
    'This browser cannot use a camera here. Open the page over https (or on this computer) in a current browser.',
  denied:
    'Camera and microphone access is blocked. Allow it in the browser’s site settings (the icon beside the address), then try again.',
  noDevice: 'No camera or microphone was found. Connect one, then try again.',
  busy: 'The camera or microphone is in use by another application, or could not be started. Close the other application, then try again.',
  deviceGone: 'The chosen device is no longer available. Pick another one.',
  failed: 'The camera could not be started. Try again, or pick another device.',
  cameraUnplugged: 'Your camera was disconnected. Viewers see a frozen picture: pick another camera to continue.',
  microphoneUnplugged: 'Your microphone was disconnected. Viewers hear nothing: pick another microphone to continue.',
  noMicrophone: 'No microphone was found: you broadcast picture only.',
  noCamera: 'No camera was found: you broadcast sound only.',
} as const;

/** Maps a getUserMedia failure (a DOMException by name) to the message a person should read. */
export function mediaErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return MEDIA_MESSAGES.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return MEDIA_MESSAGES.noDevice;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return MEDIA_MESSAGES.busy;
    case 'OverconstrainedError':
      return MEDIA_MESSAGES.deviceGone;
    default:
      return MEDIA_MESSAGES.failed;
  }
}

export const mediaSupported = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
