/**
 * The axe sweep runs only COLOUR_RULES in the second scheme of each width (docs/accessibility.md):
 * that list was read in one axe-core release's source, so a new release must be read again.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COLOUR_RULES, COLOUR_RULES_READ_IN } from './axe.js';

const require = createRequire(import.meta.url);
const axe = require('axe-core') as { version: string; getRules: () => { ruleId: string }[] };

describe('the colour rules of axe', () => {
  it('were read in the axe-core release installed (else read its source again: docs/accessibility.md)', () => {
    expect(axe.version).toBe(COLOUR_RULES_READ_IN);
  });

  it('are rules of that release', () => {
    const ids = axe.getRules().map((rule) => rule.ruleId);
    expect(ids).toEqual(expect.arrayContaining(COLOUR_RULES));
  });
});
