/**
 * Firestore rule coverage: which `allow` conditions the rules and integration suites saw evaluate
 * both true and false. A condition never seen false is a refusal no test shows, so `npm test`
 * fails on it (tests/run-all.ts). The Firestore emulator keeps a coverage report per project id;
 * rules suites use one project id each (firestoreRulesEnv), so every id is recorded while tests
 * run and every report is gathered after them (tests/rule-coverage-setup.ts).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS_DIR, ROOT } from '../../../emulators/config.js';

const COVERAGE_DIR = join(ROOT, ARTIFACTS_DIR, 'rule-coverage');
const PROJECTS_DIR = join(COVERAGE_DIR, 'projects');
/**
 * Where the gathered reports are written for run-all to judge: one file per emulator run (npm test
 * starts two stacks, docs/testing.md), each a map from project id to its report.
 */
export const RULE_COVERAGE_DIR = join(COVERAGE_DIR, 'reports');

/** Records that a test file evaluates rules under `projectId` (one marker file per id). */
export function recordRulesProject(projectId: string): void {
  mkdirSync(PROJECTS_DIR, { recursive: true });
  writeFileSync(join(PROJECTS_DIR, projectId), '');
}

export function recordedRulesProjects(): string[] {
  try {
    return readdirSync(PROJECTS_DIR);
  } catch {
    return [];
  }
}

/** One expression of the emulator's report, with the values it evaluated to and how often. */
export interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: { value: { boolValue?: boolean } & Record<string, unknown>; count: number }[];
  children?: CoverageNode[];
}
export interface CoverageReport {
  rules: { files: { content: string }[] };
  report: CoverageNode[];
}

export interface ConditionCoverage {
  /** The `allow` statement as written, e.g. `allow read: if isAdmin()`. */
  statement: string;
  line: number;
  trueCount: number;
  falseCount: number;
}
export interface BlockCoverage {
  /** The full match path, e.g. `/databases/{database}/documents/polls/{pollId}/votes/{uid}`. */
  match: string;
  conditions: ConditionCoverage[];
}

interface AllowStatement {
  match: string;
  statement: string;
  line: number;
  /** Offset of the condition after `if`, in UTF-16 code units as the emulator (Java) counts. */
  conditionOffset: number;
}

/**
 * Two same-length copies of the rules: without comments (to quote a statement), and without
 * comments or string contents (to find braces, `allow` and `;` — a regex string can hold any).
 */
function blankedCopies(source: string): { noComments: string; structure: string } {
  let noComments = '';
  let structure = '';
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      const length = (end === -1 ? source.length : end) - i;
      noComments += ' '.repeat(length);
      structure += ' '.repeat(length);
      i += length - 1;
    } else if (char === "'" || char === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== char) j += source[j] === '\\' ? 2 : 1;
      noComments += source.slice(i, j + 1);
      structure += char + ' '.repeat(Math.max(0, j - i - 1)) + char;
      i = j;
    } else {
      noComments += char;
      structure += char;
    }
  }
  return { noComments, structure };
}

/** Every `allow … : if <condition>` of the rules (a bare `allow read;` too), with its match path. */
export function allowStatements(source: string): AllowStatement[] {
  const { noComments, structure } = blankedCopies(source);
  const statements: AllowStatement[] = [];
  const matches: string[] = [];
  // For each open brace: the match path it opened, or null (service, function bodies).
  const braces: (string | null)[] = [];
  const token = /match\s+(\S+)\s*\{|\{|\}|allow\s+([^:;]+)(:\s*if\s+|;)/g;
  for (let m = token.exec(structure); m; m = token.exec(structure)) {
    if (m[1] !== undefined) {
      matches.push(m[1]);
      braces.push(m[1]);
    } else if (m[0] === '{') {
      braces.push(null);
    } else if (m[0] === '}') {
      if (braces.pop() != null) matches.pop();
    } else {
      const start = m.index + m[0].length;
      const bare = m[3] === ';';
      const end = bare ? start : structure.indexOf(';', start);
      const condition = bare ? '(always)' : noComments.slice(start, end).replace(/\s+/g, ' ').trim();
      statements.push({
        match: matches.join(''),
        statement: `allow ${m[2]!.trim()}: if ${condition}`,
        line: source.slice(0, m.index).split('\n').length,
        conditionOffset: start,
      });
    }
  }
  return statements;
}

function nodesAt(nodes: CoverageNode[] | undefined, offset: number, found: CoverageNode[]): CoverageNode[] {
  for (const node of nodes ?? []) {
    if (node.sourcePosition.currentOffset === offset) found.push(node);
    nodesAt(node.children, offset, found);
  }
  return found;
}

/**
 * Per match block, how often each `allow` condition evaluated true and false, summed over the
 * reports of every project that ran the same rules as `source`.
 */
export function ruleCoverage(source: string, reports: CoverageReport[]): BlockCoverage[] {
  const sameRules = reports.filter((r) => r.rules.files[0]?.content === source);
  const blocks = new Map<string, BlockCoverage>();
  for (const allow of allowStatements(source)) {
    let trueCount = 0;
    let falseCount = 0;
    for (const report of sameRules) {
      // The widest node at the offset is the whole condition (its first operand starts there too).
      const [condition] = nodesAt(report.report, allow.conditionOffset, []).sort(
        (a, b) => b.sourcePosition.endOffset - a.sourcePosition.endOffset,
      );
      for (const { value, count } of condition?.values ?? []) {
        if (value.boolValue === true) trueCount += count;
        if (value.boolValue === false) falseCount += count;
      }
    }
    const block = blocks.get(allow.match) ?? { match: allow.match, conditions: [] };
    block.conditions.push({ statement: allow.statement, line: allow.line, trueCount, falseCount });
    blocks.set(allow.match, block);
  }
  return [...blocks.values()];
}

/** Fetches the coverage report of every project the suites ran rules under (emulators still up). */
/**
 * Saves the report of every project id given or recorded (as `<run>.json` in RULE_COVERAGE_DIR),
 * then forgets the recorded ids: they belong to this emulator run, and the next run starts empty.
 */
export async function gatherRuleCoverage(firestoreOrigin: string, projectIds: string[], run: string): Promise<void> {
  const reports: Record<string, CoverageReport> = {};
  for (const id of new Set([...projectIds, ...recordedRulesProjects()])) {
    const report = await fetchCoverage(firestoreOrigin, id);
    if (report) reports[id] = report;
  }
  mkdirSync(RULE_COVERAGE_DIR, { recursive: true });
  writeFileSync(join(RULE_COVERAGE_DIR, `${run}.json`), JSON.stringify(reports));
  rmSync(PROJECTS_DIR, { recursive: true, force: true });
}

/**
 * One project's report, asked twice before giving up. The main project's report covers the whole
 * e2e run and takes the emulator a while on a loaded machine; whatever goes wrong is printed, so a
 * gate that finds no report says why in the log (a CI run once ended with no report and no reason).
 */
async function fetchCoverage(firestoreOrigin: string, projectId: string): Promise<CoverageReport | null> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const response = await fetch(`${firestoreOrigin}/emulator/v1/projects/${projectId}:ruleCoverage`);
      if (response.ok) return (await response.json()) as CoverageReport;
      console.error(`Rule coverage of ${projectId}: HTTP ${response.status} (attempt ${attempt})`);
    } catch (error) {
      console.error(`Rule coverage of ${projectId}: ${String(error)} (attempt ${attempt})`);
    }
  }
  return null;
}

/**
 * The gate: one line per match block ("2/3 allow conditions seen true and false"), and one line
 * per condition never seen false, naming its block, line and expression. `ok` is false when any
 * condition was never evaluated false (a refusal no test shows) or no report was gathered.
 */
export function judgeRuleCoverage(source: string, reports: CoverageReport[]): { ok: boolean; lines: string[] } {
  if (reports.length === 0) return { ok: false, lines: ['No rule-coverage report was gathered.'] };
  const lines: string[] = [];
  let ok = true;
  for (const block of ruleCoverage(source, reports)) {
    // `if false` grants nothing whatever the request, and the emulator reports no values for a
    // constant: there is no refusal to show.
    const constant = block.conditions.filter((c) => c.statement.endsWith(': if false'));
    const judged = block.conditions.filter((c) => !constant.includes(c));
    const both = judged.filter((c) => c.trueCount > 0 && c.falseCount > 0).length;
    const always = constant.length ? ` (+${constant.length} \`if false\`)` : '';
    lines.push(`match ${block.match}: ${both}/${judged.length} allow conditions seen true and false${always}`);
    for (const c of judged) {
      const counts = `true ${c.trueCount}×, false ${c.falseCount}×`;
      if (c.falseCount === 0) {
        ok = false;
        lines.push(
          `  NEVER FALSE  firestore.rules:${c.line}  ${c.statement}  (${counts}): add a test showing this refusal`,
        );
      } else if (c.trueCount === 0) {
        lines.push(`  never true   firestore.rules:${c.line}  ${c.statement}  (${counts})`);
      }
    }
  }
  return { ok, lines };
}
