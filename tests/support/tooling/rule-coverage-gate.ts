/**
 * The Firestore rule-coverage gate of `npm test` (tests/run-all.ts): reads the reports the emulator
 * suites saved (tests/emulator-suites.ts) and judges them against firestore.rules — every `allow`
 * condition must have been seen false by some test (docs/testing.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgeRuleCoverage, type CoverageReport } from './rule-coverage.js';

export interface GateResult {
  ok: boolean;
  /** Every line of the judgement, for the log. */
  lines: string[];
  /** Only the lines that say what is wrong, for the summary. */
  problems: string[];
}

/** The saved reports (one per project id of each emulator run); none when the suites saved none. */
export function readCoverageReports(reportsDir: string): CoverageReport[] {
  if (!existsSync(reportsDir)) return [];
  return readdirSync(reportsDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) =>
      Object.values(JSON.parse(readFileSync(join(reportsDir, name), 'utf8')) as Record<string, CoverageReport>),
    );
}

export function ruleCoverageGate(rulesFile: string, reportsDir: string): GateResult {
  const { ok, lines } = judgeRuleCoverage(readFileSync(rulesFile, 'utf8'), readCoverageReports(reportsDir));
  return { ok, lines, problems: lines.filter((line) => !/ seen true and false/.test(line)) };
}
