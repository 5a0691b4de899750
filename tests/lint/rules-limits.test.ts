/**
 * firestore.rules cannot import the domain, so it repeats some of its limits as literals. This
 * reads those literals out of the rules and checks them against the domain constants, so a limit
 * changed on one side only fails here instead of letting the browser and the rules disagree.
 */
import {
  ANNOUNCED_BALLOT_STATUSES,
  CAMERA_LIMITS,
  CAMERA_VIEWER_CAP_MAX,
  FORBIDDEN_SHOWN_CHARACTERS,
  HEARTBEAT_MIN_GAP_MS,
  REACTION_IDS,
  USER_EDITABLE_FIELDS,
  LANGUAGE_CODES,
  USER_LIMITS,
} from '@civic/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** The number in the first rules line that matches `pattern` (with one `(\d+)` group). */
function literal(pattern: RegExp): number {
  const match = pattern.exec(rules);
  if (!match?.[1]) throw new Error(`firestore.rules has no ${pattern}`);
  return Number(match[1]);
}

describe('firestore.rules repeats the domain limits exactly', () => {
  it.each([
    [
      'display name',
      /function validDisplayName\(name\) \{\s*return [^;]*name\.size\(\) <= (\d+)/,
      USER_LIMITS.displayNameMax,
    ],
    ['bio', /data\.bio\.size\(\) <= (\d+)/, USER_LIMITS.bioMax],
    ['photo URL', /data\.photoURL\.size\(\) <= (\d+)/, USER_LIMITS.photoUrlMax],
    ['camera viewer cap', /viewerCap <= (\d+)/, CAMERA_VIEWER_CAP_MAX],
    ['camera SDP', /sdp\.size\(\) <= (\d+)/, CAMERA_LIMITS.sdpMax],
    ['camera ICE candidate', /candidate\.size\(\) <= (\d+)/, CAMERA_LIMITS.candidateMax],
    ['camera signals per direction', /next\.seq < (\d+)/, CAMERA_LIMITS.signalsMax],
    ['camera broadcast id', /broadcastId\.size\(\) <= (\d+)/, CAMERA_LIMITS.broadcastIdMax],
    ['heartbeat gap, seconds', /seenAt \+ duration\.value\((\d+), 's'\)/, HEARTBEAT_MIN_GAP_MS / 1000],
    ['heartbeat join gap, seconds', /data\.at \+ duration\.value\((\d+), 's'\)/, HEARTBEAT_MIN_GAP_MS / 1000],
  ])('%s', (_name, pattern, domainValue) => {
    expect(literal(pattern)).toBe(domainValue);
  });

  it('refuses in a display name exactly the characters the domain refuses in shown text', () => {
    const inRules = /function validDisplayName\(name\) \{[^}]*name\.matches\('\(\?s\)\.\*\[([^\]]*)\]\.\*'\)/.exec(
      rules,
    )?.[1];
    const inDomain = /^\[([^\]]*)\]$/.exec(FORBIDDEN_SHOWN_CHARACTERS.source)?.[1];
    expect(inDomain).toContain('\\u202E');
    // RE2's \\x{0000} in the rules string is the domain's \u0000.
    expect(inRules?.replace(/\\\\x\{([0-9A-F]{4})\}/g, '\\u$1')).toBe(inDomain);
  });

  it('lets a user change exactly the domain’s editable fields (with their search key and time)', () => {
    const listed = /isActiveSelf\(uid\)\s*&& changedOnly\(\[([^\]]*)\]\)/.exec(rules)?.[1];
    const fields = (listed ?? '').split(',').map((field) => field.trim().replace(/'/g, ''));
    expect(fields.sort()).toEqual([...USER_EDITABLE_FIELDS, 'displayNameLower', 'updatedAt'].sort());
  });

  it('lets a user save exactly the domain’s language codes', () => {
    const listed = /data\.language in \[([^\]]*)\]/.exec(rules)?.[1];
    expect(listed, 'the language rule lists its codes').toBeDefined();
    expect(stringList(listed!)).toEqual([...LANGUAGE_CODES]);
  });

  it('accepts exactly the domain’s reaction ids', () => {
    const listed = /next\(\)\.last in \[([^\]]*)\]/.exec(rules)?.[1];
    expect(listed, 'the reaction rule lists its ids').toBeDefined();
    expect(stringList(listed!)).toEqual([...REACTION_IDS]);
  });

  it('shows citizens a ballot and its turnout in exactly the domain’s announced statuses', () => {
    const lists = [...rules.matchAll(/\.status in \[([^\]]*)\]/g)]
      .map((match) => stringList(match[1]!))
      .filter((list) => list.includes('published'));
    // The ballot document's read and its turnout's read.
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list).toEqual([...ANNOUNCED_BALLOT_STATUSES]);
  });
});

/** The quoted strings of a rules list literal's body: `'a', 'b'` → ['a', 'b']. */
function stringList(body: string): string[] {
  return body.split(',').map((item) => item.trim().replace(/^'|'$/g, ''));
}
