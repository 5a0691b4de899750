/**
 * The rules' get()/exists() calls, counted from the Firestore emulator's rules coverage report
 * (`/emulator/v1/projects/<id>:ruleCoverage`): each expression of firestore.rules with how often it
 * was evaluated, to each value. The cost benchmark takes the report before and after a town hall
 * and sums the evaluations of every `get(`, `getAfter(` and `exists(` call, by the rules' line.
 *
 * What it is not: Firestore bills one read per distinct document a request's rules fetch (the
 * rules cache it), while the report counts evaluations. A `get()` in a rules function called by
 * two conditions of one request is two evaluations and one read; a condition short-circuited
 * before its `get()` is neither. So the figure bounds the billed rules reads from above, per
 * request, and says which rules do the reading (docs/scale.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../emulators/config.js';

interface CoverageNode {
  sourcePosition?: { line?: number; currentOffset?: number; endOffset?: number };
  values?: { count?: number | string }[];
  children?: CoverageNode[];
}
export interface CoverageReport {
  rules?: { files?: { content?: string }[] };
  report?: CoverageNode[];
}

const READING_CALL = /^(get|getAfter|exists|existsAfter)\s*\(/;

/** Where the call opening at `start` closes (the index after its `)`), by balancing parentheses. */
function callEnd(source: string, start: number): number {
  let depth = 0;
  for (let i = source.indexOf('(', start); i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return i + 1;
  }
  return source.length;
}

/**
 * Evaluations of each reading call in a coverage report, by rules line and call. Only the call's
 * own node counts: the expressions around it that start at the same place (`get(x).data.role`,
 * `exists(x) && get(x)…`) are other nodes of the report, with counts of their own. (The
 * emulator's end offsets stop a character or two short of the call's closing parenthesis.)
 */
export function readingCallEvaluations(coverage: CoverageReport, rulesSource: string): Map<string, number> {
  const source = coverage.rules?.files?.[0]?.content ?? rulesSource;
  const evaluations = new Map<string, number>();
  const visit = (node: CoverageNode) => {
    const { currentOffset, endOffset, line } = node.sourcePosition ?? {};
    if (currentOffset !== undefined && READING_CALL.test(source.slice(currentOffset, currentOffset + 20))) {
      const end = callEnd(source, currentOffset);
      if ((endOffset ?? end) <= end) {
        const count = (node.values ?? []).reduce((sum, value) => sum + Number(value.count ?? 0), 0);
        const key = `line ${line ?? '?'}: ${source.slice(currentOffset, end).replace(/\s+/g, ' ')}`;
        evaluations.set(key, (evaluations.get(key) ?? 0) + count);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of coverage.report ?? []) visit(node);
  return evaluations;
}

/** Evaluations of reading calls by rules line ("line 25: get(account)"), or null without a report. */
export async function rulesReadEvaluations(): Promise<Map<string, number> | null> {
  // Loaded here: the stack module refuses to load outside an emulator run, and the parser above needs none.
  const { emulatorAddress, PROJECT_ID } = await import('../../support/emulators/stack.js');
  const url = `${emulatorAddress('firestore').origin}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) return null;
  const coverage = (await response.json()) as CoverageReport;
  const evaluations = readingCallEvaluations(coverage, readFileSync(join(ROOT, 'firestore.rules'), 'utf8'));
  // A report in a shape this reader does not know: show its start, so the reader can be fixed.
  if (evaluations.size === 0 && (coverage.report?.length ?? 0) > 0)
    console.log(`  (rules coverage report, no reading call found: ${JSON.stringify(coverage).slice(0, 600)})`);
  return evaluations;
}

/** `after` − `before`, per key, dropping zeros. */
export function evaluationsBetween(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  const delta = new Map<string, number>();
  for (const [key, n] of after) {
    const d = n - (before.get(key) ?? 0);
    if (d > 0) delta.set(key, d);
  }
  return delta;
}
