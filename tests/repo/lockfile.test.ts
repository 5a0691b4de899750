/**
 * A fresh clone must stay clean after `npm install`: npm rewrites package-lock.json whenever a
 * workspace's package.json declares dependencies the lockfile does not record (or the reverse).
 * This compares both, per workspace, so the drift is caught before a newcomer meets it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;

const DEPENDENCY_KINDS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'engines',
] as const;
const lock = readJson('package-lock.json') as { packages: Record<string, Record<string, unknown>> };
const workspaces = ['', ...((readJson('package.json').workspaces as string[] | undefined) ?? [])];

describe('package-lock.json', () => {
  it.each(workspaces)('records exactly the dependencies that package.json declares (workspace "%s")', (workspace) => {
    const manifest = readJson(join(workspace, 'package.json'));
    const locked = lock.packages[workspace];
    expect(locked, `no lockfile entry for "${workspace}"`).toBeDefined();
    for (const kind of DEPENDENCY_KINDS) {
      expect({ [kind]: locked?.[kind] ?? {} }).toEqual({ [kind]: manifest[kind] ?? {} });
    }
  });
});
