import { describe, expect, it } from 'vitest';
import { JOB_LIMITS, appendCapped, jobPercent, startJobRequest } from './fixer.js';

describe('jobPercent', () => {
  it('a running job never shows 100 %, a done one always does', () => {
    expect(jobPercent({ status: 'running', processed: 10, total: 10 })).toBe(99);
    expect(jobPercent({ status: 'running', processed: 1, total: 4 })).toBe(25);
    expect(jobPercent({ status: 'running', processed: 0, total: 0 })).toBe(0);
    expect(jobPercent({ status: 'done', processed: 0, total: 0 })).toBe(100);
  });
});

describe('appendCapped', () => {
  it('keeps the first JOB_LIMITS.diffMax entries', () => {
    const kept = Array.from({ length: JOB_LIMITS.diffMax - 1 }, (_, i) => i);
    expect(appendCapped(kept, [1000, 1001, 1002])).toHaveLength(JOB_LIMITS.diffMax);
    expect(appendCapped(kept, [1000, 1001]).at(-1)).toBe(1000);
  });
});

describe('startJobRequest', () => {
  it('a scope only for jobs that cover one poll or ballot; ids never paths', () => {
    expect(startJobRequest.safeParse({ kind: 'recountPollTallies', mode: 'run', scope: 'p1' }).success).toBe(true);
    expect(startJobRequest.safeParse({ kind: 'resyncRoleClaims', mode: 'run', scope: 'p1' }).success).toBe(false);
    expect(startJobRequest.safeParse({ kind: 'recountPollTallies', mode: 'run', scope: 'a/b' }).success).toBe(false);
    expect(startJobRequest.safeParse({ kind: 'recountPollTallies', mode: 'run' }).success).toBe(false);
  });
});
