import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_MODULES, isAfterPaintChunk } from './after-paint-chunks';

const SOURCE = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module each `lazyAfterPaint(() => import('…'))` in web/src loads, by file name. */
function modulesLoadedAfterPaint(): string[] {
  const call = /lazyAfterPaint\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g;
  return sourceFiles(SOURCE)
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(call)].map((match) => match[1]!))
    .map((specifier) => basename(specifier, extname(specifier)));
}

describe('the chunks loaded after the paint', () => {
  it('are exactly the modules web/src loads with lazyAfterPaint', () => {
    expect(modulesLoadedAfterPaint().sort()).toEqual([...new Set(modulesLoadedAfterPaint())].sort());
    expect([...new Set(modulesLoadedAfterPaint())].sort()).toEqual([...AFTER_PAINT_MODULES].sort());
  });

  it('are recognised by their built file name, and nothing else is', () => {
    expect(isAfterPaintChunk('assets/admin-dashboard-DEAnjoze.js')).toBe(true);
    expect(isAfterPaintChunk('assets/user-dashboard-cards-Bq_x-9aZ.js')).toBe(true);
    expect(isAfterPaintChunk('assets/admin-dashboard-refs-DEAnjoze.js')).toBe(false);
    expect(isAfterPaintChunk('assets/dashboard-DEAnjoze.js')).toBe(false);
    expect(isAfterPaintChunk('assets/admin-dashboard-DpstxH2h.css')).toBe(false);
  });
});
