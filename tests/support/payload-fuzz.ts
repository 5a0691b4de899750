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
/** A time field, by name (`opensAt`, `startsAt`…): its sample is a future time, later for each next one. */
const TIME_KEY = /At$/;
/**
 * A field holding a Firestore document id, or a key Firestore stores as a field name, by name
 * (`eventId`, `uid`, `options.0.id`, `scope`). `importId` names a file in the audit log only.
 */
const ID_KEY = /^(id|uid|scope)$|(Id|Uid)$/;
const NOT_DOCUMENT_IDS = new Set(['importId']);
const lastKey = (path: (string | number)[]) => [...path].reverse().find((key) => typeof key === 'string');
const isIdPath = (path: (string | number)[]) => {
  const key = lastKey(path);
  return key !== undefined && ID_KEY.test(key) && !NOT_DOCUMENT_IDS.has(key);
};
const isTimePath = (path: (string | number)[]) =>
  typeof path.at(-1) === 'string' && TIME_KEY.test(path.at(-1) as string);
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'];

/** The base type a leaf validates (through optional, pipe and the like). */
function leafType(schema: Schema): string {
  const def = defOf(schema);
  if (WRAPPERS.includes(def.type) && def.innerType) return leafType(def.innerType);
  if (def.type === 'pipe' && def.in) return leafType(def.in);
  return def.type;
}

/**
 * A value `schema` probably accepts; whole-object refinements may still refuse the sample (the
 * fuzz fixes those with SAMPLE_FIXES). Time fields get future times an hour apart, in order, so a
 * "closes after it opens" refinement holds.
 */
export function sampleOf(schema: Schema): unknown {
  const sample = rawSampleOf(schema);
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000;
  leafPaths(sample)
    .filter(isTimePath)
    .forEach((path, index) => {
      if (typeof leafAt(sample, path) === 'number') setLeaf(sample, path, start + index * 3_600_000);
    });
  return sample;
}

function rawSampleOf(schema: Schema): unknown {
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
  if (WRAPPERS.includes(def.type) && def.innerType) return rawSampleOf(def.innerType);
  if (def.type === 'pipe' && def.in) return rawSampleOf(def.in);
  if (def.type === 'object' && def.shape) {
    return Object.fromEntries(Object.entries(def.shape).map(([key, field]) => [key, rawSampleOf(field)]));
  }
  if (def.type === 'array' && def.element) {
    const element = def.element;
    return accepted([1, 2, 3].map((n) => Array.from({ length: n }, () => rawSampleOf(element))));
  }
  if (def.type === 'enum' && def.entries) return Object.values(def.entries)[0];
  if (def.type === 'literal' && def.values) return def.values[0];
  if (def.type === 'union' && def.options?.[0]) return rawSampleOf(def.options[0]);
  return null;
}

const leafAt = (value: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
/** Sets the leaf at `path`; `undefined` removes the field. */
function setLeaf(value: unknown, path: (string | number)[], leaf: unknown) {
  const parent = leafAt(value, path.slice(0, -1)) as Record<string | number, unknown>;
  if (leaf === undefined) delete parent[path.at(-1)!];
  else parent[path.at(-1)!] = leaf;
}

/**
 * Whole-object rules a generated sample cannot guess (distinct option labels, a real playlist URL,
 * a receipt's format): the leaves to set, per callable, so every callable's sample is a valid
 * request (tests/support/payload-fuzz.test.ts checks it). A sample the schema refuses would make
 * every leaf case "refused" for the wrong reason and prove nothing.
 */
export const SAMPLE_FIXES: Record<string, [string, unknown][]> = {
  createPoll: [
    ['poll.options.1.label', 'Other'],
    ['poll.sponsor', null],
  ],
  updatePoll: [
    ['poll.options.1.label', 'Other'],
    ['poll.sponsor', null],
  ],
  saveQuestionSet: [
    ['set.questions.0.timeLimitSec', 20],
    ['set.questions.0.answers.1.text', 'Other'],
  ],
  // A new ballot's articles have no id yet: one it never had is refused before the times are read.
  createBallot: [['ballot.articles.0.id', undefined]],
  createEvent: [['event.source.url', 'https://example.test/live.m3u8']],
  updateEvent: [['event.source.url', 'https://example.test/live.m3u8']],
  castBallot: [['answers', { abc123: 'yes' }]],
  checkReceipt: [['receipt', '0123456789abcdef0123456789abcdef']],
  moderateAuthor: [['durationSeconds', 60]],
};

/** The sample request of callable `name`: generated from its schema, with its SAMPLE_FIXES (undefined removes a field). */
export function callableSample(name: string, schema: Schema): unknown {
  const sample = sampleOf(schema);
  for (const [path, value] of SAMPLE_FIXES[name] ?? []) {
    setLeaf(
      sample,
      path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
      value,
    );
  }
  return sample;
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
/**
 * Ids Firestore itself refuses (reserved `__…__` names, `.`, `..`, a slash, empty, over 1 500
 * bytes of UTF-8), whatever characters an id schema allows: every id field must refuse each, so
 * they are tried even where the field's schema accepts them (that is the defect they find).
 */
export const FIRESTORE_REFUSED_IDS = [
  '__x__',
  '__name__',
  '____',
  '__proto__',
  '__a-b_c9__',
  '.',
  '..',
  ' .. ',
  'a/b',
  '/',
  '',
  'x'.repeat(1501),
  'é'.repeat(751),
];
/**
 * Times (epoch ms) outside Firestore's 0001-01-01…9999-12-31 range, or not whole: safe integers
 * a `z.number().int()` accepts and Timestamp.fromMillis throws on.
 */
export const FIRESTORE_REFUSED_TIMES = [
  9e15,
  253_402_300_800_000,
  8.64e15,
  Number.MAX_SAFE_INTEGER,
  -62_135_596_800_001,
  -9e15,
];

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

const shown = (value: unknown) =>
  typeof value === 'string' && value.length > 40 ? `${value.length} characters` : JSON.stringify(value);

/**
 * Values Firestore refuses, in the sample: each id field set to each FIRESTORE_REFUSED_IDS, and
 * each time field set to each FIRESTORE_REFUSED_TIMES with the time fields after it later still (so
 * an "ends after it starts" rule cannot be what refuses it). Not filtered by the field's schema.
 */
export function firestoreRefusedCases(sample: unknown): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const paths = leafPaths(sample);
  const timePaths = paths.filter((path) => isTimePath(path) && typeof leafAt(sample, path) === 'number');
  for (const path of paths.filter((p) => isIdPath(p) && typeof leafAt(sample, p) === 'string')) {
    for (const id of FIRESTORE_REFUSED_IDS) {
      cases.push({
        name: `${path.join('.')} = ${shown(id)} (Firestore refuses it)`,
        payload: withLeaf(sample, path, id),
      });
    }
  }
  timePaths.forEach((path, index) => {
    for (const time of FIRESTORE_REFUSED_TIMES) {
      let payload = sample;
      timePaths.slice(index).forEach((later, offset) => (payload = withLeaf(payload, later, time + offset * 60_000)));
      cases.push({ name: `${path.join('.')} = ${time} (outside Firestore's range)`, payload });
    }
  });
  return cases;
}

/** One case per leaf and bad value: the sample with just that leaf broken. */
export function leafCases(sample: unknown, schema: Schema): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const path of leafPaths(sample)) {
    const leaf = leafAt(sample, path);
    const leafSchema = path.reduce<Schema | undefined>((s, key) => (s ? childSchema(s, key) : undefined), schema);
    const isId =
      typeof leaf === 'string' &&
      (isIdPath(path) || (leafSchema !== undefined && !leafSchema.safeParse('a b').success));
    // Only values this leaf's own schema refuses (a nullable field accepts null, a count 2^53…).
    const bad = [
      ...wrongFor(leaf),
      ...(isId ? ID_TRICKS : []),
      ...(typeof leaf === 'number' ? NUMBER_TRICKS : []),
    ].filter((value) => !leafSchema?.safeParse(value).success);
    for (const value of bad) {
      cases.push({ name: `${path.join('.') || '(root)'} = ${shown(value)}`, payload: withLeaf(sample, path, value) });
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
