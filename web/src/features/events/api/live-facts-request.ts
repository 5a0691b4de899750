import type { StreamState } from '@civic/domain';
import { getHttpFunction } from '@/lib/firebase/http-functions';

/** What the live room knows of what is live before its listener is up (use-live-facts.ts). */
export type LiveFacts = { state: 'loading' } | { state: 'ready'; stream: StreamState } | { state: 'failed' };

/**
 * How long an early answer may wait for the room to read it: as long as getStreamState's answer may
 * be cached anyway (half of STREAM_POLL_MS, not imported: the citizen's route table would load the
 * stream module for it).
 */
const FRESH_MS = 5_000;

/**
 * How long the live screens wait for the facts, both before their first commit (liveScreenModule)
 * and before the room loads without them (lazy-live-room.tsx): a slow or failing answer.
 */
export const FACTS_WAIT_MS = 1_000;

interface EarlyAnswer {
  atMs: number;
  answer: Promise<StreamState>;
  /** Set once the answer has settled: the room's first render shows it. */
  settled?: Exclude<LiveFacts, { state: 'loading' }>;
}

/** The answer asked for with the live room's screen module, until the room reads it. */
let early: EarlyAnswer | null = null;

const freshEarly = () => (early && Date.now() - early.atMs < FRESH_MS ? early : null);

/**
 * Starts asking for the public facts of what is live as the live room's screen module is
 * requested (the citizen route table's loader), not once it has arrived and rendered: one round
 * trip sooner on a slow network. Its own small module: every citizen screen's table loads it, the
 * room's hook (use-live-facts.ts) loads with the room's screen.
 */
export function prefetchLiveFacts(): void {
  if (freshEarly()) return;
  const entry: EarlyAnswer = { atMs: Date.now(), answer: getHttpFunction('getStreamState', { query: {} }) };
  entry.answer.then(
    (stream) => (entry.settled = { state: 'ready', stream }),
    () => (entry.settled = { state: 'failed' }), // reported by the room that reads it
  );
  early = entry;
}

/**
 * A live screen's module, handed over once the facts asked for with it have settled, or after
 * FACTS_WAIT_MS: the screen's first commit then shows them, and that commit is what starts Auth's
 * download (lib/first-paint.ts). Committed before them, the screen started Auth's 33 KB while the
 * facts were still on their way, and a slow phone's LCP counted it (docs/performance.md, "/live's
 * first commit waits for its facts").
 */
export async function liveScreenModule<T>(load: () => Promise<T>): Promise<T> {
  prefetchLiveFacts();
  const answer = freshEarly()?.answer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, FACTS_WAIT_MS)));
  const settled = Promise.race([
    answer?.then(
      () => undefined,
      () => undefined,
    ),
    waited,
  ]);
  try {
    const [module] = await Promise.all([load(), settled]);
    return module;
  } finally {
    clearTimeout(timer);
  }
}

/** The early answer's outcome if it is fresh and has already settled (not taken: takeLiveFacts does). */
export function settledLiveFacts(): LiveFacts | null {
  return freshEarly()?.settled ?? null;
}

/** The early answer if it is fresh, else a new request; an early answer is read once. */
export function takeLiveFacts(): Promise<StreamState> {
  const fresh = freshEarly()?.answer ?? null;
  early = null;
  return fresh ?? getHttpFunction('getStreamState', { query: {} });
}
