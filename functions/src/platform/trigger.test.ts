/**
 * The door every Firestore trigger goes through (defineTrigger), run directly with `run` — the
 * function the Functions runtime invokes with the decoded event. tests/integration runs the real
 * triggers on the emulators.
 */
import { FUNCTIONS_REGION } from '@civic/domain';
import { logger } from 'firebase-functions';
import type { FirestoreEvent } from 'firebase-functions/v2/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineTrigger } from './trigger.js';

afterEach(() => vi.restoreAllMocks());

const event = (params: Record<string, string>) => ({ params }) as unknown as FirestoreEvent<undefined>;
type Endpoint = {
  region?: string[];
  eventTrigger?: { eventType: string; retry: boolean; eventFilterPathPatterns?: { document?: string } };
};

describe('defineTrigger', () => {
  it('declares the trigger in us-central1, on its document, with its retry decision', () => {
    const kinds = {
      created: 'google.cloud.firestore.document.v1.created',
      updated: 'google.cloud.firestore.document.v1.updated',
      written: 'google.cloud.firestore.document.v1.written',
    } as const;
    for (const [kind, eventType] of Object.entries(kinds)) {
      for (const retry of [true, false]) {
        const trigger = defineTrigger(
          't',
          kind as keyof typeof kinds,
          { document: 'polls/{pollId}', retry },
          async () => {},
        );
        const endpoint = (trigger as unknown as { __endpoint: Endpoint }).__endpoint;
        expect(endpoint.region).toEqual([FUNCTIONS_REGION]);
        expect(endpoint.eventTrigger).toMatchObject({ eventType, retry });
        expect(endpoint.eventTrigger?.eventFilterPathPatterns).toEqual({ document: 'polls/{pollId}' });
      }
    }
    expect(FUNCTIONS_REGION).toBe('us-central1');
  });

  it('runs the handler with the event', async () => {
    const handler = vi.fn(async () => {});
    const trigger = defineTrigger('t', 'created', { document: 'polls/{pollId}', retry: false }, handler);
    await trigger.run(event({ pollId: 'p1' }) as never);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ params: { pollId: 'p1' } }));
  });

  it('logs a failure with its trigger name and path, then rethrows it so a retrying trigger is retried', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const failure = new Error('boom');
    const trigger = defineTrigger(
      'countSomething',
      'created',
      { document: 'polls/{pollId}', retry: true },
      async () => {
        throw failure;
      },
    );
    await expect(trigger.run(event({ pollId: 'p1' }) as never)).rejects.toBe(failure);
    // The error as an argument of its own: among the fields it would be written as {} (logFailure.test.ts).
    expect(error).toHaveBeenCalledWith('countSomething failed', failure, { params: { pollId: 'p1' }, retry: true });
  });
});
