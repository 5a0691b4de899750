/**
 * Sent → seen in every listener, for the fan-out benchmarks: `expect(text)` before sending a
 * document whose `text` is unique, `seen(text)` from each listener's snapshot as it arrives; the
 * promise resolves once every listener has it, with the delays (ms) from `expect`.
 */
import { performance } from 'node:perf_hooks';

export function arrivalTracker(listeners: number) {
  const waiting = new Map<string, { started: number; seen: number[]; done: () => void }>();
  return {
    expect(text: string): { started: number; allSeen: Promise<void>; delays: () => number[] } {
      const started = performance.now();
      const allSeen = new Promise<void>((resolve) => waiting.set(text, { started, seen: [], done: resolve }));
      return { started, allSeen, delays: () => waiting.get(text)?.seen ?? [] };
    },
    seen(text: string): void {
      const wait = waiting.get(text);
      if (!wait) return;
      wait.seen.push(performance.now() - wait.started);
      if (wait.seen.length === listeners) wait.done();
    },
  };
}
