import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, mediaErrorMessage } from './media-errors';

const domError = (name: string) => new DOMException('browser text', name);

describe('camera and microphone failures become clear messages', () => {
  it('a refused permission says how to allow it', () => {
    expect(mediaErrorMessage(domError('NotAllowedError'))).toBe(MEDIA_MESSAGES.denied);
    expect(mediaErrorMessage(domError('SecurityError'))).toBe(MEDIA_MESSAGES.denied);
  });
  it('no device says to connect one', () => {
    expect(mediaErrorMessage(domError('NotFoundError'))).toBe(MEDIA_MESSAGES.noDevice);
  });
  it('a device held by another application says so', () => {
    expect(mediaErrorMessage(domError('NotReadableError'))).toBe(MEDIA_MESSAGES.busy);
    expect(mediaErrorMessage(domError('AbortError'))).toBe(MEDIA_MESSAGES.busy);
  });
  it('a device that went away (its id no longer matches) asks for another', () => {
    expect(mediaErrorMessage(domError('OverconstrainedError'))).toBe(MEDIA_MESSAGES.deviceGone);
  });
  it('anything else gets a general message, never the browser’s raw text', () => {
    expect(mediaErrorMessage(new TypeError('boom'))).toBe(MEDIA_MESSAGES.failed);
    expect(mediaErrorMessage('weird')).toBe(MEDIA_MESSAGES.failed);
  });
});
