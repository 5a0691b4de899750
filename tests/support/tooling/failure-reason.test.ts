import { describe, expect, it } from 'vitest';
import { reasonOf } from './failure-reason.js';

describe('the reason printed for a failed test', () => {
  it('keeps the first line and the differing lines of a value diff', () => {
    const message = [
      'AssertionError: expected { Object (clap, heart, ...) } to deeply equal { Object (clap, heart, ...) }',
      '',
      '- Expected',
      '+ Received',
      '',
      '  {',
      '    "clap": 0,',
      '-   "heart": 12,',
      '+   "heart": 11,',
      '  }',
      '    at tests/integration/reactions.test.ts:81:5',
    ].join('\n');
    expect(
      reasonOf(message)
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      'AssertionError: expected { Object (clap, heart, ...) } to deeply equal { Object (clap, heart, ...) }',
      '-   "heart": 12,',
      '+   "heart": 11,',
    ]);
  });

  it('is the first line alone when there is no diff', () => {
    expect(reasonOf('Error: Test timed out in 5000ms.\n    at somewhere').trim()).toBe(
      'Error: Test timed out in 5000ms.',
    );
  });
});
