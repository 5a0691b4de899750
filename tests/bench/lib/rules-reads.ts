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
import { emulatorAddress, PROJECT_ID } from '../../support/emulators/stack.js';

interface CoverageNode {
  sourcePosition?: { line?: number; currentOffset?: number; endOffset?: number };
  values?: { count?: number | string }[];
  children?: CoverageNode[];
}
interface CoverageReport {
  rules?: { files?: { content?: string }[] };
  report?: CoverageNode[];
}

const READING_CALL = /^(get|getAfter|exists|existsAfter)\s*\(/;

/** Evaluations of reading calls by rules line ("line 227: get(…)"), or null without a report. */
export async function rulesReadEvaluations(): Promise<Map<string, number> | null> {
  const url = `${emulatorAddress('firestore').origin}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) return null;
  const coverage = (await response.json()) as CoverageReport;
  const source = coverage.rules?.files?.[0]?.content ?? readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
  const evaluations = new Map<string, number>();
  const visit = (node: CoverageNode) => {
    const { currentOffset, endOffset, line } = node.sourcePosition ?? {};
    if (currentOffset !== undefined) {
      const text = source.slice(currentOffset, endOffset ?? currentOffset + 80);
      if (READING_CALL.test(text)) {
        const count = (node.values ?? []).reduce((sum, value) => sum + Number(value.count ?? 0), 0);
        const key = `line ${line ?? '?'}: ${text.split('(')[0]}(${text.slice(text.indexOf('(') + 1, text.indexOf('(') + 60).replace(/\s+/g, ' ')}…`;
        evaluations.set(key, (evaluations.get(key) ?? 0) + count);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of coverage.report ?? []) visit(node);
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
