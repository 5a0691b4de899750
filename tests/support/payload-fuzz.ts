/**
 * Malformed payloads for any callable, derived from its request schema in the domain contract
 * table, so a callable added later is fuzzed without anyone writing cases for it. A plausible
 * sample is built from the schema (each leaf: the first candidate value its schema accepts), then
 * each leaf in turn is replaced by values no schema of that leaf may accept.
 */
import type { z } from 'zod';

type Schema = z.ZodType;
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const STRING_CANDIDATES = [
  'abc123',
  'fuzz-sample@example.test',
  'https://example.test/sample',
  'Sample-pass-1',
  'Sample text',
  'a',
];
const NUMBER_CANDIDATES = [Date.now(), 1, 0];
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'];

/** The base type a leaf validates (through optional, pipe and the like). */
function leafType(schema: Schema): string {
  const def = defOf(schema);
  if (WRAPPERS.includes(def.type) && def.innerType) return leafType(def.innerType);
  if (def.type === 'pipe' && def.in) return leafType(def.in);
  return def.type;
}

/** A value `schema` probably accepts; whole-object refinements may still refuse the sample. */
export function sampleOf(schema: Schema): unknown {
  const def = defOf(schema);
  const accepted = (candidates: unknown[]) => candidates.find((c) => schema.safeParse(c).success) ?? candidates[0];
  switch (leafType(schema)) {
    case 'string':
      return accepted(STRING_CANDIDATES);
    case 'number':
      return accepted(NUMBER_CANDIDATES);
    case 'boolean':
      return true;
  }
  if (WRAPPERS.includes(def.type) && def.innerType) return sampleOf(def.innerType);
  if (def.type === 'pipe' && def.in) return sampleOf(def.in);
  if (def.type === 'object' && def.shape) {
    return Object.fromEntries(Object.entries(def.shape).map(([key, field]) => [key, sampleOf(field)]));
  }
  if (def.type === 'array' && def.element) {
    const element = def.element;
    return accepted([1, 2, 3].map((n) => Array.from({ length: n }, () => sampleOf(element))));
  }
  if (def.type === 'enum' && def.entries) return Object.values(def.entries)[0];
  if (def.type === 'literal' && def.values) return def.values[0];
  if (def.type === 'union' && def.options?.[0]) return sampleOf(def.options[0]);
  return null;
}

/** Paths to every leaf (non-object, non-array value) of a sample, e.g. ['poll', 'options', 0, 'label']. */
export function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

function withLeaf(sample: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(sample) ? [...sample] : { ...(sample as object) }) as Record<string | number, unknown>;
  copy[head!] = withLeaf(copy[head!], rest, replacement);
  return copy;
}

const HUGE = 'x'.repeat(200_000);
/** Values of the wrong type for any leaf, and a string longer than any field may be. */
const wrongFor = (sample: unknown): unknown[] => [
  typeof sample === 'string' ? 12345 : 'not-a-number',
  typeof sample === 'boolean' ? 'yes' : false,
  null,
  { nested: { object: true } },
  [1, 2, 3],
  typeof sample === 'string' ? HUGE : Number.MAX_VALUE,
];
/** For a leaf that is an id (its sample refuses a space): path tricks and unicode. */
const ID_TRICKS = ['a/b', '..', '.', '../users/x', 'x'.repeat(129), 'id\u202Eevil', '', 'users/x/polls/y'];
/** For a number leaf: values Firestore or JavaScript cannot hold as a time or count. */
const NUMBER_TRICKS = [-1, 1.5, 2 ** 53, 1e21, -1e21, 253_402_300_800_000];

export interface FuzzCase {
  name: string;
  payload: unknown;
}

/** Whole-payload shapes every callable must refuse: wrong types, prototype keys, depth, size. */
export function shapeCases(sample: unknown): FuzzCase[] {
  let deep: unknown = 'leaf';
  for (let i = 0; i < 100; i++) deep = { a: deep };
  const firstKey = sample && typeof sample === 'object' ? Object.keys(sample)[0] : undefined;
  return [
    { name: 'null', payload: null },
    { name: 'a number', payload: 42 },
    { name: 'a string', payload: 'hello' },
    { name: 'an array', payload: [sample] },
    { name: 'an empty object', payload: {} },
    { name: 'only an unknown field', payload: { unexpected: 'field' } },
    { name: '__proto__ at the top', payload: JSON.parse('{"__proto__": {"role": "admin"}}') },
    {
      name: '__proto__ beside valid fields',
      payload: { ...(sample as object), ...JSON.parse('{"__proto__": {"x": 1}}') },
    },
    {
      name: 'constructor.prototype deep inside',
      payload: withLeaf(sample, firstKey ? [firstKey] : [], { constructor: { prototype: { isAdmin: true } } }),
    },
    { name: '100 levels of nesting', payload: deep },
    { name: 'a 20 000-element array', payload: Array.from({ length: 20_000 }, (_, i) => i) },
  ];
}

/** One case per leaf and bad value: the sample with just that leaf broken. */
export function leafCases(sample: unknown, schema: Schema): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const path of leafPaths(sample)) {
    const leaf = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], sample);
    const leafSchema = path.reduce<Schema | undefined>((s, key) => (s ? childSchema(s, key) : undefined), schema);
    const isId = typeof leaf === 'string' && leafSchema !== undefined && !leafSchema.safeParse('a b').success;
    // Only values this leaf's own schema refuses (a nullable field accepts null, a count 2^53…).
    const bad = [
      ...wrongFor(leaf),
      ...(isId ? ID_TRICKS : []),
      ...(typeof leaf === 'number' ? NUMBER_TRICKS : []),
    ].filter((value) => !leafSchema?.safeParse(value).success);
    for (const value of bad) {
      const shown =
        typeof value === 'string' && value.length > 40 ? `${value.length} characters` : JSON.stringify(value);
      cases.push({ name: `${path.join('.') || '(root)'} = ${shown}`, payload: withLeaf(sample, path, value) });
    }
  }
  return cases;
}

/** The schema of `key` inside `schema` (object field or array element), through wrappers. */
function childSchema(schema: Schema, key: string | number): Schema | undefined {
  const def = defOf(schema);
  if (WRAPPERS.includes(def.type) && def.innerType) return childSchema(def.innerType, key);
  if (def.type === 'pipe' && def.in) return childSchema(def.in, key);
  if (def.type === 'object' && typeof key === 'string') return def.shape?.[key];
  if (def.type === 'array' && typeof key === 'number') return def.element;
  return undefined;
}
