import { mkdtempSync, writeFileSync } from 'node:fs';
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

function files(values: [boolean, number][] | null) {
  const dir = mkdtempSync(join(tmpdir(), 'rule-coverage-gate-'));
  const rulesFile = join(dir, 'firestore.rules');
  writeFileSync(rulesFile, RULES);
  const reportsFile = join(dir, 'reports.json');
  if (values) {
    const start = RULES.indexOf(CONDITION);
    const report: CoverageReport = {
      rules: { files: [{ content: RULES }] },
      report: [
        {
          sourcePosition: { line: 0, column: 0, currentOffset: start, endOffset: start + CONDITION.length },
          values: values.map(([value, count]) => ({ value: { boolValue: value }, count })),
        },
      ],
    };
    writeFileSync(reportsFile, JSON.stringify({ 'demo-a': report }));
  }
  return { rulesFile, reportsFile };
}

describe('the rule-coverage gate of npm test', () => {
  it('fails when the suites saved no report, saying so', () => {
    const { rulesFile, reportsFile } = files(null);
    expect(readCoverageReports(reportsFile)).toEqual([]);
    expect(ruleCoverageGate(rulesFile, reportsFile)).toEqual({
      ok: false,
      lines: ['No rule-coverage report was gathered.'],
      problems: ['No rule-coverage report was gathered.'],
    });
  });

  it('passes when every condition was seen false, with no problem lines for the summary', () => {
    const { rulesFile, reportsFile } = files([
      [true, 1],
      [false, 1],
    ]);
    const gate = ruleCoverageGate(rulesFile, reportsFile);
    expect(gate.ok).toBe(true);
    expect(gate.lines).toEqual([
      'match /databases/{database}/documents/notes/{note}: 1/1 allow conditions seen true and false',
    ]);
    expect(gate.problems).toEqual([]);
  });

  it('fails on a condition never seen false; the summary keeps only the lines that say what is wrong', () => {
    const { rulesFile, reportsFile } = files([[true, 3]]);
    const gate = ruleCoverageGate(rulesFile, reportsFile);
    expect(gate.ok).toBe(false);
    expect(gate.lines[0]).toBe(
      'match /databases/{database}/documents/notes/{note}: 0/1 allow conditions seen true and false',
    );
    expect(gate.problems).toEqual([
      '  NEVER FALSE  firestore.rules:5  allow read: if request.auth != null  (true 3×, false 0×): add a test showing this refusal',
    ]);
  });
});
