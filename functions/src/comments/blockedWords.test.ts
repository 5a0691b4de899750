import { describe, expect, it } from 'vitest';
import { blockedWordsMatcher } from './blockedWords.js';

describe('blocked words', () => {
  const matcher = blockedWordsMatcher(['scam', 'idiot'])!;

  it('matches a listed word inside a sentence, in any case', () => {
    expect(matcher.hasMatch('This is a SCAM, friends')).toBe(true);
  });

  it('matches look-alike characters, leetspeak and stretched letters', () => {
    expect(matcher.hasMatch('what an 1d10t')).toBe(true);
    expect(matcher.hasMatch('ѕсаm alert')).toBe(true); // Cyrillic look-alikes
    expect(matcher.hasMatch('scaaaaam')).toBe(true);
  });

  it('leaves ordinary text alone', () => {
    expect(matcher.hasMatch('The council meets on Tuesday')).toBe(false);
  });

  it('has no matcher for an empty list', () => {
    expect(blockedWordsMatcher([])).toBeNull();
  });
});
