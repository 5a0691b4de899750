import type { StreamState } from '@civic/domain';
import { getHttpFunction } from '@/lib/firebase/http-functions';

/**
 * How long an early answer may wait for the room to read it: as long as getStreamState's answer may
 * be cached anyway (half of STREAM_POLL_MS, not imported: the citizen's route table would load the
 * stream module for it).
 */
const FRESH_MS = 5_000;

/** The answer asked for with the live room's screen module, until the room reads it. */
let early: { atMs: number; answer: Promise<StreamState> } | null = null;

/**
 * Starts asking for the public facts of what is live as the live room's screen module is
 * requested (the citizen route table's loader), not once it has arrived and rendered: one round
 * trip sooner on a slow network. Its own small module: every citizen screen's table loads it, the
 * room's hook (use-live-facts.ts) loads with the room's screen.
 */
export function prefetchLiveFacts(): void {
  if (early && Date.now() - early.atMs < FRESH_MS) return;
  const answer = getHttpFunction('getStreamState', { query: {} });
  answer.catch(() => undefined); // reported by the room that reads it
  early = { atMs: Date.now(), answer };
}

/** The early answer if it is fresh, else a new request; an early answer is read once. */
export function takeLiveFacts(): Promise<StreamState> {
  const fresh = early && Date.now() - early.atMs < FRESH_MS ? early.answer : null;
  early = null;
  return fresh ?? getHttpFunction('getStreamState', { query: {} });
}
