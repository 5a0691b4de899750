/**
 * Text shown to others that the text policy refuses (docs/trust.md, "Text policy"), for the
 * integration and rules suites: the attack that found the class (a game player named
 * "\u202Enimda\u200B\u0007", shown as "admin" on the public leaderboard) and variants beyond it.
 */
export const FORBIDDEN_NAME_ATTACKS: [what: string, text: string][] = [
  ['the reported game name', '\u202Enimda\u200B\u0007'],
  ['a left-to-right override', '\u202DAda'],
  ['a right-to-left isolate', '\u2067Ada\u2069'],
  ['a right-to-left mark', 'Ada\u200F'],
  ['an Arabic letter mark', 'Ada\u061C'],
  ['an escape sequence', 'Ada\u001B[31m'],
  ['DEL', 'Ada\u007F'],
  ['a C1 control', 'Ada\u0085Bob'],
  ['a line separator', 'Ada\u2028Bob'],
  ['a line break', 'Ada\nBob'],
];

/** The same for comment bodies, where a line break is allowed. */
export const FORBIDDEN_COMMENT_ATTACKS: [what: string, text: string][] = [
  ['a right-to-left override', 'Vote \u202Eon sey'],
  ['a pop directional formatting', 'Vote yes\u202C'],
  ['an isolate', 'Vote \u2066no\u2069'],
  ['a right-to-left mark', 'Vote\u200F yes'],
  ['a bell', 'Vote yes\u0007'],
  ['a C1 control', 'Vote\u0085yes'],
  ['a paragraph separator', 'Vote\u2029yes'],
  ['a tab', 'Vote\tyes'],
];
