import { describe, expect, it } from 'vitest';
import { mediaErrorMessage, mediaMessage } from './media-errors';

const domError = (name: string) => new DOMException('browser text', name);

describe('camera and microphone failures become clear messages', () => {
  it('a refused permission says how to allow it', () => {
    expect(mediaErrorMessage(domError('NotAllowedError'))).toBe(mediaMessage('denied'));
    expect(mediaErrorMessage(domError('SecurityError'))).toBe(mediaMessage('denied'));
  });
  it('no device says to connect one', () => {
    expect(mediaErrorMessage(domError('NotFoundError'))).toBe(mediaMessage('noDevice'));
  });
  it('a device held by another application says so', () => {
    expect(mediaErrorMessage(domError('NotReadableError'))).toBe(mediaMessage('busy'));
    expect(mediaErrorMessage(domError('AbortError'))).toBe(mediaMessage('busy'));
  });
  it('a device that went away (its id no longer matches) asks for another', () => {
    expect(mediaErrorMessage(domError('OverconstrainedError'))).toBe(mediaMessage('deviceGone'));
  });
  it('anything else gets a general message, never the browser’s raw text', () => {
    expect(mediaErrorMessage(new TypeError('boom'))).toBe(mediaMessage('failed'));
    expect(mediaErrorMessage('weird')).toBe(mediaMessage('failed'));
  });
});
