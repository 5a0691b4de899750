import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { markDefinitionsPure } from './pure-domain';

const mark = (code: string) =>
  markDefinitionsPure(code, parseAst(code) as unknown as Parameters<typeof markDefinitionsPure>[1]).toString();

describe('the domain’s definitions marked pure for the browser build', () => {
  it('wraps a top-level definition that calls something, exported or not', () => {
    expect(mark('export const a = z.string().trim();')).toBe(
      'export const a = /* @__PURE__ */ (() => (z.string().trim()))();',
    );
    expect(mark('const b = documentIdSchema("id"), c = new Set([1]);')).toBe(
      'const b = /* @__PURE__ */ (() => (documentIdSchema("id")))(), c = /* @__PURE__ */ (() => (new Set([1])))();',
    );
    expect(mark('export const d = { inner: z.object({}) };')).toBe(
      'export const d = /* @__PURE__ */ (() => ({ inner: z.object({}) }))();',
    );
  });

  it('leaves literals, functions and statements alone', () => {
    const code =
      'export const LIMIT = 5;\nexport const f = (x) => g(x);\nexport function h() { return z.string(); }\nfoo();';
    expect(mark(code)).toBe(code);
  });
});
