import { describe, expect, it } from 'vitest';
import { replayPath } from './replay-path';

describe('replayPath', () => {
  it('names the event, and a moment in seconds of event time', () => {
    expect(replayPath('e1')).toBe('/replay?event=e1');
    expect(replayPath('e1', 100_000)).toBe('/replay?event=e1&t=100');
  });

  it('lands inside the moment it names, never before it: a chapter marked at 17.342 s starts at 17.4 s', () => {
    // Rounded down to 17 s, the replay opened on the chapter before (the archive search's result for
    // an agenda item showed the previous item).
    expect(replayPath('e1', 17_342)).toBe('/replay?event=e1&t=17.4');
    expect(replayPath('e1', 17_300)).toBe('/replay?event=e1&t=17.3');
  });
});
