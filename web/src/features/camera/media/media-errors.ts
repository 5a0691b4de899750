import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/i18n';

/**
 * What a person is told when the camera or microphone cannot be used: the cause and what to do,
 * translated when shown (mediaMessage).
 */
const MEDIA_MESSAGES = {
  unsupported: msg`This browser cannot use a camera here. Open the page over https (or on this computer) in a current browser.`,
  denied: msg`Camera and microphone access is blocked. Allow it in the browser’s site settings (the icon beside the address), then try again.`,
  noDevice: msg`No camera or microphone was found. Connect one, then try again.`,
  busy: msg`The camera or microphone is in use by another application, or could not be started. Close the other application, then try again.`,
  deviceGone: msg`The chosen device is no longer available. Pick another one.`,
  failed: msg`The camera could not be started. Try again, or pick another device.`,
  cameraUnplugged: msg`Your camera was disconnected. Viewers see a frozen picture: pick another camera to continue.`,
  microphoneUnplugged: msg`Your microphone was disconnected. Viewers hear nothing: pick another microphone to continue.`,
  noMicrophone: msg`No microphone was found: you broadcast picture only.`,
  noCamera: msg`No camera was found: you broadcast sound only.`,
} satisfies Record<string, MessageDescriptor>;

export type MediaMessage = keyof typeof MEDIA_MESSAGES;

export function mediaMessage(key: MediaMessage): string {
  return i18n._(MEDIA_MESSAGES[key]);
}

/** Maps a getUserMedia failure (a DOMException by name) to the message a person should read. */
export function mediaErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return mediaMessage('denied');
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return mediaMessage('noDevice');
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return mediaMessage('busy');
    case 'OverconstrainedError':
      return mediaMessage('deviceGone');
    default:
      return mediaMessage('failed');
  }
}

export const mediaSupported = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
