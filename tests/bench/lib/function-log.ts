/**
 * Function invocations and their durations, read from the emulators' log: the Functions emulator
 * writes `Finished "us-central1-<name>" in <ms>ms` for every run. The stack writes its log to
 * emulators/.logs/firebase<stack suffix>.log (emulators/stack.ts).
 */
import type { CostFeature } from '@civic/domain';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, STACK_SUFFIX } from '../../../emulators/config.js';

const LOG = join(ROOT, 'emulators', '.logs', `firebase${STACK_SUFFIX}.log`);
const FINISHED = /Finished "[a-z0-9-]+-(\w+)" in ([\d.]+)ms/g;

/** Which feature of the cost model each function serves; others (account set-up) are left out. */
export const FUNCTION_FEATURES: Record<string, CostFeature> = {
  recordViewer: 'presence',
  setLivePoll: 'event',
  setOverlay: 'event',
  setAgendaItem: 'event',
  onVoteCreated: 'polls',
  // The results' follower serves polls and live questions alike (one trigger on every results
  // lease): the benchmark gives live questions their share (cost.bench.ts, liveQuestionShare).
  onResultsLeaseFollowed: 'polls',
  recordVoter: 'polls',
  openOrClosePoll: 'polls',
  submitLiveResponse: 'liveQuestions',
  onLiveResponseCreated: 'liveQuestions',
  recordResponder: 'liveQuestions',
  postComment: 'comments',
  recordCommenter: 'comments',
  onUpvoteCreated: 'comments',
  onUpvotesLeaseFollowed: 'comments',
  onCommentWritten: 'comments',
  onFeedLeaseFollowed: 'comments',
  publishReactions: 'reactions',
  recordReactor: 'reactions',
  createGame: 'game',
  joinGame: 'game',
  onPlayerJoined: 'game',
  onLobbyLeaseFollowed: 'game',
  advanceGame: 'game',
  sendCaption: 'captions',
};

export interface FunctionRuns {
  count: number;
  /** Billed time: each run rounded up to 100 ms, as Cloud Run bills a request. */
  billedMs: number;
}

/** Where the log ends now: runs after this mark are the ones counted. */
export function logMark(): number {
  return existsSync(LOG) ? statSync(LOG).size : 0;
}

/** The runs logged since `mark`, by function name. */
export function runsSince(mark: number): Map<string, FunctionRuns> {
  const runs = new Map<string, FunctionRuns>();
  if (!existsSync(LOG)) return runs;
  const text = readFileSync(LOG).subarray(mark).toString('utf8');
  for (const [, name, ms] of text.matchAll(FINISHED)) {
    const entry = runs.get(name!) ?? { count: 0, billedMs: 0 };
    entry.count++;
    entry.billedMs += Math.ceil(Number(ms) / 100) * 100;
    runs.set(name!, entry);
  }
  return runs;
}

/** Runs begun since `mark` and not finished yet (the emulator logs `Beginning execution of "…"`). */
export function runningSince(mark: number): number {
  if (!existsSync(LOG)) return 0;
  const text = readFileSync(LOG).subarray(mark).toString('utf8');
  return (text.match(/Beginning execution of "/g)?.length ?? 0) - (text.match(/Finished "/g)?.length ?? 0);
}

export const logPath = () => LOG;

export interface ServerOps {
  reads: number;
  writes: number;
  deletes: number;
}

/** The `civic-firestore-ops` line functions write in a benchmark run (functions/src/platform/op-count.ts). */
const OPS = /civic-firestore-ops (\{[^}\n]*\})/g;

/**
 * What functions read, wrote and deleted since `mark`, by function name, from the lines the
 * functions log when the stack runs with CIVIC_COUNT_FIRESTORE_OPS=1 (`npm run bench` sets it for
 * the cost benchmark). Empty when the stack was started without it.
 */
export function serverOpsSince(mark: number): Map<string, ServerOps> {
  const ops = new Map<string, ServerOps>();
  if (!existsSync(LOG)) return ops;
  const text = readFileSync(LOG).subarray(mark).toString('utf8');
  for (const [, json] of text.matchAll(OPS)) {
    const line = JSON.parse(json!) as ServerOps & { fn: string };
    const entry = ops.get(line.fn) ?? { reads: 0, writes: 0, deletes: 0 };
    entry.reads += line.reads;
    entry.writes += line.writes;
    entry.deletes += line.deletes;
    ops.set(line.fn, entry);
  }
  return ops;
}
