/**
 * Which Node runs where. firebase-tools deploys the functions on firebase.json's `runtime` and reads
 * functions/package.json's `engines` only when that is missing (and then needs a bare major there),
 * so the runtime is said in firebase.json and `engines` says what runs them locally: the same Node
 * as the rest of the repository, without an EBADENGINE warning on it (README, "Before you start").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = <T>(path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
const firebase = readJson<{ functions: { source: string; runtime?: string }[] }>('firebase.json');
const engines = (path: string) => readJson<{ engines?: { node?: string } }>(path).engines?.node;

describe('the Node versions', () => {
  it.each(firebase.functions)('firebase.json names the deployed runtime of the $source codebase', ({ runtime }) => {
    expect(runtime).toBe('nodejs22');
  });

  it.each(firebase.functions)('$source/package.json accepts the Node the repository runs on locally', ({ source }) => {
    expect(engines(join(source, 'package.json'))).toBe(engines('package.json'));
  });
});
