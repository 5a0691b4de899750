import { describe, expect, it } from 'vitest';
import { DEFAULT_AUDIENCE, devDataRoot, parseDevArgs } from './dev.js';

describe('npm run dev options', () => {
  it('defaults: saved data if any, a small audience', () => {
    expect(parseDevArgs([])).toEqual({ fresh: false, audience: DEFAULT_AUDIENCE });
  });

  it('reads --fresh and --audience N (or =N); 0 turns the audience off', () => {
    expect(parseDevArgs(['--fresh', '--audience', '50'])).toEqual({ fresh: true, audience: 50 });
    expect(parseDevArgs(['--audience=0'])).toEqual({ fresh: false, audience: 0 });
  });

  it('refuses what it does not understand, with the usage', () => {
    expect(() => parseDevArgs(['--audience'])).toThrow(/whole number.*usage: npm run dev/);
    expect(() => parseDevArgs(['--audience', '-3'])).toThrow(/whole number/);
    expect(() => parseDevArgs(['--audience', '2.5'])).toThrow(/whole number/);
    expect(() => parseDevArgs(['--fresh=yes'])).toThrow(/Unknown option/);
    expect(() => parseDevArgs(['--frsh'])).toThrow(/Unknown option "--frsh"/);
  });

  it('keeps the data in a git-ignored folder per stack unless CIVIC_DEV_DATA names one', () => {
    expect(devDataRoot({})).toMatch(/emulators\/\.data(-\d+)?$/);
    expect(devDataRoot({ CIVIC_DEV_DATA: '/tmp/x' })).toBe('/tmp/x');
  });
});
