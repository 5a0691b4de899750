import { describe, expect, it } from 'vitest';
import { pickCaptionTrack } from './caption-preference';

const tracks = [{ language: 'en' }, { language: 'es-419' }];

describe('picking the caption track for the viewer’s choice', () => {
  it('shows nothing when captions are off', () => {
    expect(pickCaptionTrack(tracks, 'off')).toBeNull();
  });
  it('prefers the exact language, then the same base language, then the first track', () => {
    expect(pickCaptionTrack(tracks, 'es-419')).toBe(tracks[1]);
    expect(pickCaptionTrack(tracks, 'es')).toBe(tracks[1]);
    expect(pickCaptionTrack(tracks, 'EN-gb')).toBe(tracks[0]);
    expect(pickCaptionTrack(tracks, 'ar')).toBe(tracks[0]);
  });
  it('has nothing to show without tracks', () => {
    expect(pickCaptionTrack([], 'en')).toBeNull();
  });
});
