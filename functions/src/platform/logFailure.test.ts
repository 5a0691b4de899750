/**
 * logFailure against the real firebase-functions logger: the logger writes each entry as one JSON
 * line through the console it found when it was first imported, so the console is captured before
 * anything imports it.
 */
import { describe, expect, it, vi } from 'vitest';

const written = vi.hoisted(() => {
  const lines: string[] = [];
  console.error = (line: string) => void lines.push(line);
  return lines;
});

const { logger } = await import('firebase-functions');
const { logFailure } = await import('./logFailure.js');

const lastEntry = () => JSON.parse(written.at(-1)!) as Record<string, unknown>;

describe('logFailure', () => {
  it('writes the error’s message and stack into the entry, with the fields beside them', () => {
    const failure = new Error('DEADLINE_EXCEEDED: the urn read timed out');
    logFailure('job step failed', failure, { jobId: 'j1', kind: 'recountBallotTurnout' });
    const entry = lastEntry();
    expect(entry).toMatchObject({ severity: 'ERROR', jobId: 'j1', kind: 'recountBallotTurnout' });
    expect(entry.message).toContain('job step failed Error: DEADLINE_EXCEEDED: the urn read timed out');
    expect(entry.message).toContain('logFailure.test.ts');
  });

  it('writes what was thrown when it is not an Error', () => {
    logFailure('getReplay failed', 'socket hang up', { eventId: 'e1' });
    expect(lastEntry()).toMatchObject({
      message: expect.stringContaining('getReplay failed socket hang up'),
      eventId: 'e1',
    });
  });

  it('is needed: an Error among the fields is written as {}', () => {
    logger.error('job step failed', { error: new Error('DEADLINE_EXCEEDED') });
    const entry = lastEntry();
    expect(entry.error).toEqual({});
    expect(JSON.stringify(entry)).not.toContain('DEADLINE_EXCEEDED');
  });
});
