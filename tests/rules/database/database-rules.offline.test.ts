/**
 * database.rules.json evaluated offline by targaryen. The Realtime Database emulator cannot be
 * downloaded on offline machines; this engine runs the same table of cases everywhere.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../emulators/config.js';
import { cases, initialData } from './cases.js';

interface TargaryenResult {
  allowed: boolean;
  info: string;
}
interface TargaryenDatabase {
  as(auth: unknown): TargaryenDatabase;
  read(path: string): TargaryenResult;
  write(path: string, value: unknown): TargaryenResult;
}
const targaryen = createRequire(import.meta.url)('targaryen') as {
  database(rules: unknown, data: unknown): TargaryenDatabase;
};

const rules = JSON.parse(readFileSync(`${ROOT}/database.rules.json`, 'utf8'));
const database = targaryen.database(rules, initialData);

describe('database.rules.json (offline engine: targaryen)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const as = database.as(c.actor.auth);
    const result = c.op === 'read' ? as.read(c.path) : as.write(c.path, c.value?.());
    expect(result.allowed, result.info).toBe(c.allowed);
  });
});
