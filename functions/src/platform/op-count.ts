/**
 * The cost benchmark's count of what functions read, write and delete (tests/bench/cost.bench.ts,
 * docs/scale.md "Model against measurement"). Benchmarks only: it does anything only on the
 * Functions emulator (FUNCTIONS_EMULATOR=true) with CIVIC_COUNT_FIRESTORE_OPS=1, which
 * `npm run bench` sets for the cost benchmark's stack; in production, and in every other run,
 * the handle is left as it is.
 *
 * It wraps the two methods every request of the shared handle goes through (Firestore's
 * `request` and `requestStream`: gets, queries, aggregations, transactions, batches, the bulk
 * writer alike) and writes one log line per request that read or wrote something, with the
 * function's name; the benchmark reads the lines from the emulator's log. Counted as Firestore
 * bills: each document a get or query returns (a missing document too), one read for a query
 * that returns nothing, one read per 1 000 index entries of an aggregation, each write and
 * delete of a committed batch or transaction. These are private methods of the SDK: if a new
 * version renames them, the count is simply absent (nothing else changes), and the benchmark
 * says so.
 */
import type { Firestore } from 'firebase-admin/firestore';

/** The log line's marker: `civic-firestore-ops {"fn":…,"reads":…,"writes":…,"deletes":…}`. */
export const OPS_LINE = 'civic-firestore-ops';

interface Counted {
  reads: number;
  writes: number;
  deletes: number;
}
type Stream = NodeJS.ReadableStream & { emit(event: string | symbol, ...args: unknown[]): boolean };
interface RequestMethods {
  request(method: string, body: unknown, ...rest: unknown[]): Promise<unknown>;
  requestStream(method: string, ...rest: unknown[]): Promise<Stream>;
}
interface WritesBody {
  writes?: { delete?: unknown }[];
}
/** A streamed response: a query's document, a get's found or missing document, an aggregation. */
interface StreamChunk {
  document?: unknown;
  found?: unknown;
  missing?: unknown;
  result?: { aggregateFields?: Record<string, { integerValue?: string | number }> };
}

const INDEX_ENTRIES_PER_READ = 1000;

function writesOf(body: unknown): Counted {
  const writes = (body as WritesBody).writes ?? [];
  const deletes = writes.filter((write) => Boolean(write.delete)).length;
  return { reads: 0, writes: writes.length - deletes, deletes };
}

function readsOf(method: string, chunk: StreamChunk): number {
  if (method === 'runAggregationQuery') {
    if (!chunk.result) return 0;
    const entries = Object.values(chunk.result.aggregateFields ?? {}).map((field) => Number(field.integerValue ?? 0));
    return Math.max(1, Math.ceil(Math.max(0, ...entries) / INDEX_ENTRIES_PER_READ));
  }
  return chunk.document || chunk.found || chunk.missing ? 1 : 0;
}

/** Wraps `db` for counting when the benchmark asks for it; returns whether it did. */
export function countFirestoreOps(db: Firestore, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.FUNCTIONS_EMULATOR !== 'true' || env.CIVIC_COUNT_FIRESTORE_OPS !== '1') return false;
  const handle = db as unknown as Partial<RequestMethods>;
  if (typeof handle.request !== 'function' || typeof handle.requestStream !== 'function') return false;
  // One function per worker process on the emulator: its name is the process's.
  const fn = env.FUNCTION_TARGET ?? env.K_SERVICE ?? 'unknown';
  const report = (counted: Counted) => {
    if (counted.reads + counted.writes + counted.deletes > 0)
      console.log(`${OPS_LINE} ${JSON.stringify({ fn, ...counted })}`);
  };

  const request = handle.request.bind(db);
  handle.request = async (method, body, ...rest) => {
    const result = await request(method, body, ...rest);
    if (method === 'commit' || method === 'batchWrite') report(writesOf(body));
    return result;
  };

  const requestStream = handle.requestStream.bind(db);
  handle.requestStream = async (method, ...rest) => {
    const stream = await requestStream(method, ...rest);
    let reads = 0;
    // Listening to 'data' would start the stream flowing before the SDK attaches its own
    // listener; watching what it emits changes nothing in how it is read.
    const emit = stream.emit.bind(stream);
    stream.emit = (event: string | symbol, ...args: unknown[]) => {
      if (event === 'data') reads += readsOf(method, (args[0] ?? {}) as StreamChunk);
      if (event === 'end') report({ reads: method === 'runQuery' ? Math.max(1, reads) : reads, writes: 0, deletes: 0 });
      return emit(event, ...args);
    };
    return stream;
  };
  return true;
}
