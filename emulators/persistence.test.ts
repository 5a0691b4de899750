import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPORT_METADATA, isCompleteExport, markRunning, markStopped, planStart, saveExport } from './persistence.js';

const roots: string[] = [];
function dataRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'civic-dev-data-'));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** What firebase-tools leaves in a finished export (metadata written last). */
function writeExport(dir: string, { complete = true } = {}): void {
  mkdirSync(join(dir, 'firestore_export'), { recursive: true });
  mkdirSync(join(dir, 'auth_export'), { recursive: true });
  writeFileSync(join(dir, 'firestore_export', 'firestore_export.overall_export_metadata'), 'x');
  writeFileSync(join(dir, 'auth_export', 'accounts.json'), '{}');
  writeFileSync(join(dir, 'auth_export', 'config.json'), '{}');
  if (!complete) return;
  writeFileSync(
    join(dir, EXPORT_METADATA),
    JSON.stringify({
      version: '15',
      firestore: {
        path: 'firestore_export',
        metadata_file: 'firestore_export/firestore_export.overall_export_metadata',
      },
      auth: { path: 'auth_export' },
    }),
  );
}

const save = (root: string, options?: { complete?: boolean }) =>
  saveExport(root, async (dir) => writeExport(dir, options));
const exportsIn = (root: string) => readdirSync(join(root, 'exports')).sort();
/** The pid of a process that has exited: what a killed launcher leaves in run.json. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('npm run dev: saved data', () => {
  it('starts from the seed when nothing was ever saved, and says nothing', () => {
    expect(planStart(dataRoot(), { fresh: false })).toEqual({ candidates: [], notes: [] });
  });

  it('loads the last saved export, then the one before it as a fallback', async () => {
    const root = dataRoot();
    const first = await save(root);
    const second = await save(root);
    const plan = planStart(root, { fresh: false });
    expect(plan.candidates.map((c) => c.name)).toEqual([second.name, first.name]);
    expect(plan.notes).toEqual([]);
    expect(JSON.parse(readFileSync(join(root, 'current.json'), 'utf8'))).toMatchObject({ export: second.name });
  });

  it('--fresh starts from the seed but keeps the saved data until a new save replaces it', async () => {
    const root = dataRoot();
    const saved = await save(root);
    const plan = planStart(root, { fresh: true });
    expect(plan.candidates).toEqual([]);
    expect(plan.notes).toEqual(['--fresh: starting from the seed.']);
    expect(exportsIn(root)).toEqual([saved.name]);
  });

  it('an incomplete export is never made current: the previous one stays and the staging folder goes', async () => {
    const root = dataRoot();
    const good = await save(root);
    await expect(save(root, { complete: false })).rejects.toThrow('incomplete');
    expect(planStart(root, { fresh: false }).candidates.map((c) => c.name)).toEqual([good.name]);
    expect(readdirSync(root).filter((n) => n.startsWith('staging-'))).toEqual([]);
  });

  it('after a run killed mid-export: says so, discards the half-written export, loads the last good one', async () => {
    const root = dataRoot();
    const good = await save(root);
    writeFileSync(join(root, 'run.json'), JSON.stringify({ pid: deadPid(), startedAt: new Date().toISOString() }));
    writeExport(join(root, 'staging-2099-killed'), { complete: false });
    const plan = planStart(root, { fresh: false });
    expect(plan.candidates.map((c) => c.name)).toEqual([good.name]);
    expect(plan.notes.join(' ')).toMatch(/did not stop cleanly.*was not saved/);
    expect(plan.notes.join(' ')).toContain('half-written was discarded');
    expect(existsSync(join(root, 'staging-2099-killed'))).toBe(false);
  });

  it('a current export that was damaged afterwards is passed over for the newest complete one, with a note', async () => {
    const root = dataRoot();
    const older = await save(root);
    const newer = await save(root);
    rmSync(join(newer.dir, EXPORT_METADATA));
    const plan = planStart(root, { fresh: false });
    expect(plan.candidates.map((c) => c.name)).toEqual([older.name]);
    expect(plan.notes.join(' ')).toContain('missing or incomplete; using the newest complete export instead');
  });

  it('with every export damaged, falls back to the seed and says so', async () => {
    const root = dataRoot();
    const only = await save(root);
    writeFileSync(join(only.dir, EXPORT_METADATA), '{"firestore": ');
    const plan = planStart(root, { fresh: false });
    expect(plan.candidates).toEqual([]);
    expect(plan.notes.join(' ')).toContain('starting from the seed');
  });

  it('keeps the last two exports only', async () => {
    const root = dataRoot();
    await save(root);
    const second = await save(root);
    const third = await save(root);
    expect(exportsIn(root)).toEqual([second.name, third.name]);
  });

  it('a clean stop leaves no run marker; a second launcher on the same folder is refused', () => {
    const root = dataRoot();
    markRunning(root);
    expect(existsSync(join(root, 'run.json'))).toBe(true);
    markStopped(root);
    expect(planStart(root, { fresh: false }).notes).toEqual([]);
    writeFileSync(join(root, 'run.json'), JSON.stringify({ pid: process.ppid, startedAt: new Date().toISOString() }));
    expect(() => planStart(root, { fresh: false })).toThrow(/Another `npm run dev`/);
  });

  it('an export is complete only with its metadata and every part it names', () => {
    const root = dataRoot();
    writeExport(join(root, 'a'));
    expect(isCompleteExport(join(root, 'a'))).toBe(true);
    rmSync(join(root, 'a', 'auth_export', 'accounts.json'));
    expect(isCompleteExport(join(root, 'a'))).toBe(false);
    expect(isCompleteExport(join(root, 'missing'))).toBe(false);
  });
});
