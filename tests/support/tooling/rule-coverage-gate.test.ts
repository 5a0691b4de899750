import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCoverageReports, ruleCoverageGate } from './rule-coverage-gate.js';
import type { CoverageReport } from './rule-coverage.js';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{note} {
      allow read: if request.auth != null;
    }
  }
}
`;
const CONDITION = 'request.auth != null';

function reportOf(values: [boolean, number][]): CoverageReport {
  const start = RULES.indexOf(CONDITION);
  return {
    rules: { files: [{ content: RULES }] },
    report: [
      {
        sourcePosition: { line: 0, column: 0, currentOffset: start, endOffset: start + CONDITION.length },
        values: values.map(([value, count]) => ({ value: { boolValue: value }, count })),
      },
    ],
  };
}

/** The rules, and one saved file per emulator run, each holding one project's report. */
function files(...runs: [boolean, number][][]) {
  const dir = mkdtempSync(join(tmpdir(), 'rule-coverage-gate-'));
  const rulesFile = join(dir, 'firestore.rules');
  writeFileSync(rulesFile, RULES);
  const reportsDir = join(dir, 'reports');
  mkdirSync(reportsDir);
  runs.forEach((values, index) =>
    writeFileSync(join(reportsDir, `run-${index + 1}.json`), JSON.stringify({ 'demo-a': reportOf(values) })),
  );
  return { rulesFile, reportsDir };
}

describe('the rule-coverage gate of npm test', () => {
  it('fails when the suites saved no report, saying so', () => {
    const { rulesFile, reportsDir } = files();
    expect(readCoverageReports(reportsDir)).toEqual([]);
    expect(ruleCoverageGate(rulesFile, reportsDir)).toEqual({
      ok: false,
      lines: ['No rule-coverage report was gathered.'],
      problems: ['No rule-coverage report was gathered.'],
    });
  });

  it('passes when every condition was seen false, with no problem lines for the summary', () => {
    const { rulesFile, reportsDir } = files([
      [true, 1],
      [false, 1],
    ]);
    const gate = ruleCoverageGate(rulesFile, reportsDir);
    expect(gate.ok).toBe(true);
    expect(gate.lines).toEqual([
      'match /databases/{database}/documents/notes/{note}: 1/1 allow conditions seen true and false',
    ]);
    expect(gate.problems).toEqual([]);
  });

  it('fails on a condition never seen false; the summary keeps only the lines that say what is wrong', () => {
    const { rulesFile, reportsDir } = files([[true, 3]]);
    const gate = ruleCoverageGate(rulesFile, reportsDir);
    expect(gate.ok).toBe(false);
    expect(gate.lines[0]).toBe(
      'match /databases/{database}/documents/notes/{note}: 0/1 allow conditions seen true and false',
    );
    expect(gate.problems).toEqual([
      '  NEVER FALSE  firestore.rules:5  allow read: if request.auth != null  (true 3×, false 0×): add a test showing this refusal',
    ]);
  });

  it('judges the emulator runs together: a condition seen true in one stack and false in the other passes', () => {
    // npm test runs its suites on two stacks in turn; the project id of each is the same.
    const { rulesFile, reportsDir } = files([[true, 2]], [[false, 1]]);
    expect(readCoverageReports(reportsDir)).toHaveLength(2);
    expect(ruleCoverageGate(rulesFile, reportsDir).ok).toBe(true);
  });
});
