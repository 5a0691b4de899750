import { PassThrough } from 'node:stream';
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPS_LINE, countFirestoreOps } from './op-count.js';

const BENCH = { FUNCTIONS_EMULATOR: 'true', CIVIC_COUNT_FIRESTORE_OPS: '1', FUNCTION_TARGET: 'onVoteCreated' };

/** A stand-in for the handle's two request methods: streams replay `chunks`. */
function fakeHandle(chunks: object[]) {
  return {
    request: vi.fn(async () => ({ writeResults: [] })),
    requestStream: vi.fn(async () => {
      const stream = new PassThrough({ objectMode: true });
      for (const chunk of chunks) stream.write(chunk);
      stream.end();
      return stream;
    }),
  };
}
const asDb = (handle: object) => handle as unknown as Firestore;

/** Reads the stream to its end as the SDK does (a listener attached after the stream is returned). */
async function drain(stream: NodeJS.ReadableStream): Promise<number> {
  let n = 0;
  for await (const _ of stream) n++;
  return n;
}

const lines = (log: { mock: { calls: unknown[][] } }) =>
  log.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith(OPS_LINE));
const counted = (line: string) => JSON.parse(line.slice(OPS_LINE.length + 1)) as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

describe('countFirestoreOps', () => {
  it('leaves the handle alone outside the benchmark (production, other emulator runs)', () => {
    const handle = fakeHandle([]);
    const { request, requestStream } = handle;
    expect(countFirestoreOps(asDb(handle), {})).toBe(false);
    expect(countFirestoreOps(asDb(handle), { FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(countFirestoreOps(asDb(handle), { CIVIC_COUNT_FIRESTORE_OPS: '1' })).toBe(false);
    expect(handle.request).toBe(request);
    expect(handle.requestStream).toBe(requestStream);
  });

  it('counts a commit’s writes and deletes, named by the function', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const handle = fakeHandle([]);
    countFirestoreOps(asDb(handle), BENCH);
    await (handle as unknown as { request: (m: string, b: unknown) => Promise<unknown> }).request('commit', {
      writes: [{ update: {} }, { update: {}, updateTransforms: [] }, { delete: 'projects/p/…/x' }],
    });
    await (handle as unknown as { request: (m: string, b: unknown) => Promise<unknown> }).request(
      'beginTransaction',
      {},
    );
    expect(lines(log).map(counted)).toEqual([{ fn: 'onVoteCreated', reads: 0, writes: 2, deletes: 1 }]);
  });

  it('counts each document a query or get returns, one for an empty query, and passes every chunk on', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const query = fakeHandle([{ document: { name: 'a' } }, { document: { name: 'b' } }, { readTime: 1 }]);
    countFirestoreOps(asDb(query), BENCH);
    const stream = (handle: object, method: string) =>
      (handle as unknown as { requestStream: (m: string) => Promise<NodeJS.ReadableStream> }).requestStream(method);
    expect(await drain(await stream(query, 'runQuery'))).toBe(3);
    const empty = fakeHandle([{ readTime: 1 }]);
    countFirestoreOps(asDb(empty), BENCH);
    await drain(await stream(empty, 'runQuery'));
    const get = fakeHandle([{ found: { name: 'a' } }, { missing: 'b' }]);
    countFirestoreOps(asDb(get), BENCH);
    await drain(await stream(get, 'batchGetDocuments'));
    const count = fakeHandle([{ result: { aggregateFields: { n: { integerValue: '2500' } } } }]);
    countFirestoreOps(asDb(count), BENCH);
    await drain(await stream(count, 'runAggregationQuery'));
    expect(lines(log).map((line) => counted(line).reads)).toEqual([2, 1, 2, 3]);
  });
});
