/**
 * What every step of the demo seed shares: the moment it runs, repeatable randomness, the admin who
 * acts, when each account was created (nobody takes part before they joined) and the events whose
 * windows a vote may fall in. Pure helpers only; Firebase work is in the step modules.
 */
import { seededRandom } from './people.js';
import type { SeedActor } from './server.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An event's time on air, for attributing votes to the event that was live when they were cast. */
export interface EventWindow {
  eventId: string;
  startMs: number;
  endMs: number;
}

export interface DemoContext {
  now: number;
  admin: SeedActor;
  /** When each account was created (epoch ms), by uid. */
  joinedAt: Map<string, number>;
  /** The imported residents' uids (assigned by the import). */
  residentUids: string[];
  /** Past events' windows, then the live event's (open-ended) once it is live. */
  windows: EventWindow[];
  log(line: string): void;
}

/** One seeded generator per step, so steps running side by side stay repeatable. */
export function randomFor(step: string): () => number {
  let seed = 7;
  for (const char of step) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return seededRandom(seed);
}

/** An index chosen with the given weights (they need not add up to 1). */
export function pickWeighted(random: () => number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let roll = random() * total;
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}

/** `count` distinct items in random order. */
export function sample<T>(random: () => number, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, Math.min(count, copy.length));
}

/** Runs `work` over `items` with at most `limit` in flight; results in input order. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `hour`:00 local time, `daysAgo` calendar days before `now`. */
export function localTime(now: number, daysAgo: number, hour: number): number {
  const date = new Date(now);
  date.setDate(date.getDate() - daysAgo);
  date.setHours(hour, 0, 0, 0);
  return date.getTime();
}

/** The event that was on air at `atMs`, if any (the live lock named it then). */
export function eventLiveAt(windows: readonly EventWindow[], atMs: number): string | null {
  return windows.find((w) => atMs >= w.startMs && atMs < w.endMs)?.eventId ?? null;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
