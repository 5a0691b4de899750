/**
 * Keeping `npm run dev`'s data across restarts (docs/demo-data.md, "Kept across restarts").
 *
 * The emulators hold their data in memory; a clean stop exports it and the next start imports it.
 * The export must never be half-written where the next start looks, so the folder layout is:
 *
 *   <data>/exports/<name>/   complete exports, never modified once in place
 *   <data>/current.json      { "export": "<name>", "savedAt": … } — which one the next start loads
 *   <data>/staging-<…>/      an export being written (left behind only by a run killed mid-export)
 *   <data>/run.json          the running launcher's pid and start: present after a start, removed on
 *                            a clean stop, so a leftover one means the last run was killed
 *
 * An export is written into a staging folder, checked, renamed into `exports/` (a rename on one
 * file system is atomic), and only then named in `current.json`, itself replaced by an atomic
 * rename. A run killed at any moment leaves the previous `current.json` naming the previous complete
 * export. The start checks what it finds and falls back — to the newest complete export, then to
 * the seed — saying which and why. Pure file work: unit-tested in persistence.test.ts.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The metadata file firebase-tools writes last into every export. */
export const EXPORT_METADATA = 'firebase-export-metadata.json';
/** How many complete exports are kept: the current one and the one before it. */
const KEEP_EXPORTS = 2;

export interface SavedExport {
  name: string;
  dir: string;
  savedAt: string;
}

export interface StartPlan {
  /** Exports to try, best first (the emulators may still refuse one: then the next). */
  candidates: SavedExport[];
  /** What the banner says about the data before it starts (warnings about a killed run, etc.). */
  notes: string[];
}

interface Pointer {
  export: string;
  savedAt: string;
}

interface RunMarker {
  pid: number;
  startedAt: string;
}

const exportsDir = (root: string) => join(root, 'exports');
const pointerPath = (root: string) => join(root, 'current.json');
const runPath = (root: string) => join(root, 'run.json');

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * Whether `dir` is a complete emulator export: its metadata parses and every part it names is
 * there (Firestore's overall metadata file, Auth's accounts and config, the Realtime Database's folder).
 */
export function isCompleteExport(dir: string): boolean {
  const metadata = readJson<{
    firestore?: { path: string; metadata_file: string };
    auth?: { path: string };
    database?: { path: string };
  }>(join(dir, EXPORT_METADATA));
  if (!metadata || (!metadata.firestore && !metadata.auth)) return false;
  const parts = [
    metadata.firestore && join(dir, metadata.firestore.metadata_file),
    metadata.auth && join(dir, metadata.auth.path, 'accounts.json'),
    metadata.auth && join(dir, metadata.auth.path, 'config.json'),
    metadata.database && join(dir, metadata.database.path),
  ];
  return parts.every((part) => part === undefined || existsSync(part));
}

const when = (iso: string) => new Date(iso).toLocaleString();
const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The complete exports in `root`, newest first (names start with a sortable time). */
export function completeExports(root: string): SavedExport[] {
  if (!existsSync(exportsDir(root))) return [];
  return readdirSync(exportsDir(root))
    .filter((name) => isCompleteExport(join(exportsDir(root), name)))
    .sort()
    .reverse()
    .map((name) => {
      const dir = join(exportsDir(root), name);
      return { name, dir, savedAt: statSync(join(dir, EXPORT_METADATA)).mtime.toISOString() };
    });
}

/**
 * What to start from. `fresh`: the seed, whatever is saved (kept until a new export replaces it).
 * Otherwise the export `current.json` names, or the newest complete one, or the seed; every
 * surprise (a killed run, an incomplete export, a leftover staging folder) becomes a note.
 */
export function planStart(root: string, { fresh }: { fresh: boolean }): StartPlan {
  mkdirSync(root, { recursive: true });
  const notes: string[] = [];
  const run = readJson<RunMarker>(runPath(root));
  if (run && run.pid !== process.pid && !pidAlive(run.pid)) {
    notes.push(
      `The last run (started ${when(run.startedAt)}) did not stop cleanly (killed or crashed): what changed in it was not saved.`,
    );
  } else if (run && run.pid !== process.pid) {
    throw new Error(
      `Another \`npm run dev\` (pid ${run.pid}) is using ${root}. Stop it first, or give this one its own folder with CIVIC_DEV_DATA.`,
    );
  }
  for (const name of readdirSync(root).filter((n) => n.startsWith('staging-'))) {
    rmSync(join(root, name), { recursive: true, force: true });
    notes.push('An export that a killed run left half-written was discarded.');
  }
  if (fresh) return { candidates: [], notes: [...notes, '--fresh: starting from the seed.'] };

  const complete = completeExports(root);
  const pointer = readJson<Pointer>(pointerPath(root));
  const named = pointer && complete.find((e) => e.name === pointer.export);
  if (pointer && !named) {
    notes.push(
      `The saved data named in ${pointerPath(root)} (${pointer.export}) is missing or incomplete` +
        (complete.length ? '; using the newest complete export instead.' : '.'),
    );
  }
  const candidates = named ? [named, ...complete.filter((e) => e !== named)] : complete;
  if (candidates.length === 0 && (pointer || run))
    notes.push('No complete saved data is left: starting from the seed.');
  return { candidates, notes };
}

/** Records that a launcher now runs on `root` (removed by `markStopped` on a clean stop). */
export function markRunning(root: string): void {
  writeAtomically(runPath(root), { pid: process.pid, startedAt: new Date().toISOString() } satisfies RunMarker);
}

export function markStopped(root: string): void {
  rmSync(runPath(root), { force: true });
}

function writeAtomically(path: string, value: unknown): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(value, null, 2));
  renameSync(temporary, path);
}

let saves = 0;

/**
 * Saves an export: `write` fills a staging folder (the emulators' export), which is checked, moved
 * into `exports/` and named in `current.json`; older exports beyond the last two are removed.
 * Throws, leaving the previous export current, when the export is incomplete.
 */
export async function saveExport(root: string, write: (dir: string) => Promise<void>): Promise<SavedExport> {
  // Sortable by time; the counter keeps two saves in one millisecond apart.
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${String(++saves).padStart(4, '0')}`;
  const staging = join(root, `staging-${name}`);
  await write(staging);
  if (!isCompleteExport(staging)) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error('The emulators’ export was incomplete; the previous saved data is kept.');
  }
  mkdirSync(exportsDir(root), { recursive: true });
  const dir = join(exportsDir(root), name);
  renameSync(staging, dir);
  const savedAt = new Date().toISOString();
  writeAtomically(pointerPath(root), { export: name, savedAt } satisfies Pointer);
  for (const old of readdirSync(exportsDir(root)).sort().reverse().slice(KEEP_EXPORTS)) {
    rmSync(join(exportsDir(root), old), { recursive: true, force: true });
  }
  return { name, dir, savedAt };
}

export { when as describeTime };
