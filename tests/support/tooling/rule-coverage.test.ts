import { describe, expect, it } from 'vitest';
import { allowStatements, judgeRuleCoverage, type CoverageNode, type CoverageReport } from './rule-coverage.js';

// A small rules file with the traps a naive reader falls into: `//` and braces inside strings,
// an `allow` inside a comment, a function body, nested matches, and non-ASCII text (the emulator
// reports UTF-8 byte offsets).
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function ok(x) { return x != null; } // allow read: if true; café → 𝄞
    match /users/{uid} {
      allow read: if ok(request.auth) && 'https://a{1}' != ''; // café →
      allow delete: if false;
      match /notes/{note} {
        allow create: if request.auth.uid == uid;
      }
    }
  }
}
`;
/** The same rules with a bare `allow read;`, which is true whenever evaluated. */
const WITH_BARE_ALLOW = RULES.replace('  }\n}\n', '    match /open/{id} {\n      allow read;\n    }\n  }\n}\n');

const offsetOf = (text: string) => RULES.indexOf(text);
function node(text: string, values: [boolean, number][]): CoverageNode {
  const start = offsetOf(text);
  return {
    sourcePosition: { line: 0, column: 0, currentOffset: start, endOffset: start + text.length },
    values: values.map(([value, count]) => ({ value: { boolValue: value }, count })),
    // The first operand starts at the same offset; it must not be mistaken for the condition.
    children: [{ sourcePosition: { line: 0, column: 0, currentOffset: start, endOffset: start + 3 } }],
  };
}
const report = (nodes: CoverageNode[]): CoverageReport => ({ rules: { files: [{ content: RULES }] }, report: nodes });

describe('reading allow statements', () => {
  it('finds each allow with its full match path, ignoring comments and strings', () => {
    expect(allowStatements(RULES).map((s) => [s.match, s.statement, s.line])).toEqual([
      ['/databases/{database}/documents/users/{uid}', "allow read: if ok(request.auth) && 'https://a{1}' != ''", 6],
      ['/databases/{database}/documents/users/{uid}', 'allow delete: if false', 7],
      ['/databases/{database}/documents/users/{uid}/notes/{note}', 'allow create: if request.auth.uid == uid', 9],
    ]);
    expect(allowStatements(WITH_BARE_ALLOW).at(-1)?.statement).toBe('allow read: if (always)');
  });
});

describe('the coverage gate', () => {
  it('passes when every condition was seen false, summing the reports of several projects', () => {
    // `if false` has no node in the emulator's report (a constant) and needs none.
    const first = report([node("ok(request.auth) && 'https://a{1}' != ''", [[true, 2]])]);
    const second = report([
      node("ok(request.auth) && 'https://a{1}' != ''", [[false, 1]]),
      node('request.auth.uid == uid', [
        [true, 1],
        [false, 1],
      ]),
    ]);
    const { ok, lines } = judgeRuleCoverage(RULES, [first, second]);
    expect(ok).toBe(true);
    expect(lines).toEqual([
      'match /databases/{database}/documents/users/{uid}: 1/1 allow conditions seen true and false (+1 `if false`)',
      'match /databases/{database}/documents/users/{uid}/notes/{note}: 1/1 allow conditions seen true and false',
    ]);
  });

  it('ignores reports of other rules (a suite that loaded a different file)', () => {
    const stale = {
      rules: { files: [{ content: 'other rules' }] },
      report: [node('request.auth.uid == uid', [[false, 1]])],
    };
    expect(judgeRuleCoverage(RULES, [stale]).ok).toBe(false);
  });

  it('fails on a condition never seen false, naming the block, line and expression', () => {
    const { ok, lines } = judgeRuleCoverage(RULES, [
      report([node("ok(request.auth) && 'https://a{1}' != ''", [[true, 5]])]),
    ]);
    expect(ok).toBe(false);
    expect(lines).toContain(
      "  NEVER FALSE  firestore.rules:6  allow read: if ok(request.auth) && 'https://a{1}' != ''  (true 5×, false 0×): add a test showing this refusal",
    );
  });

  it('fails on a bare allow, which no test can see refuse', () => {
    const { ok, lines } = judgeRuleCoverage(WITH_BARE_ALLOW, [
      { rules: { files: [{ content: WITH_BARE_ALLOW }] }, report: [] },
    ]);
    expect(ok).toBe(false);
    expect(lines.some((line) => line.includes('NEVER FALSE  firestore.rules:13  allow read: if (always)'))).toBe(true);
  });

  it('fails when no report was gathered at all', () => {
    expect(judgeRuleCoverage(RULES, []).ok).toBe(false);
  });
});
