/**
 * What a screen downloads, read from a production build (docs/performance.md, "Signed-in
 * screens"): Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest`) says which chunk
 * imports which, statically or lazily; each chunk's source map says which source modules it holds.
 * A screen's scripts are the chunks holding its root modules (the entry, the layout, the screen,
 * and whatever it loads lazily before it is interactive) with everything they import statically —
 * the browser fetches a static import before the importing chunk runs. Sizes are gzip level 9 of
 * the built files, as the budgets count them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  /** Files the chunk names by `new URL(…, import.meta.url)`: a worker's script among them. */
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A build as the budgets read it: its manifest, the source modules in each file, each file's size. */
export interface BuiltApp {
  manifest: Manifest;
  /** Source modules (paths relative to `web/`, e.g. `src/app/router.tsx`) per built file. */
  modulesOf: (file: string) => readonly string[];
  /** The file's size gzipped at level 9. */
  gzipBytes: (file: string) => number;
}

export interface ScriptFile {
  file: string;
  gzipBytes: number;
}

export const MANIFEST_PATH = '.vite/manifest.json';

/**
 * A source map's `sources` are relative to the map's folder (`assets/`): `../../src/x.ts` is
 * `src/x.ts`; packages keep their `node_modules/...` path.
 */
function sourceModule(source: string): string {
  const path = source.replace(/^(\.\.\/)+/, '');
  const packages = path.lastIndexOf('node_modules/');
  return packages >= 0 ? path.slice(packages) : path;
}

/** Reads a production build from `dist` (the manifest, source maps and files are read on use). */
export function readBuiltApp(dist: string): BuiltApp {
  const manifest = JSON.parse(readFileSync(join(dist, MANIFEST_PATH), 'utf8')) as Manifest;
  const modules = new Map<string, readonly string[]>();
  const sizes = new Map<string, number>();
  return {
    manifest,
    modulesOf(file) {
      let found = modules.get(file);
      if (!found) {
        let sources: string[] = [];
        try {
          sources = (JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
        } catch {
          // A chunk without a map (Rolldown's tiny runtime chunk) holds no source module.
        }
        found = sources.map(sourceModule);
        modules.set(file, found);
      }
      return found;
    },
    gzipBytes(file) {
      let size = sizes.get(file);
      if (size === undefined) {
        size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
        sizes.set(file, size);
      }
      return size;
    },
  };
}

/**
 * The manifest key of the chunk holding `module` (`index.html` for the entry): its own key when
 * it is an entry or a lazily loaded module, otherwise the chunk whose source map lists it.
 */
export function chunkOf(app: BuiltApp, module: string): string {
  if (app.manifest[module]) return module;
  const keys = Object.keys(app.manifest).filter((key) => app.modulesOf(app.manifest[key]!.file).includes(module));
  if (keys.length !== 1) {
    throw new Error(`${module} is in ${keys.length === 0 ? 'no chunk' : `several chunks: ${keys.join(', ')}`}`);
  }
  return keys[0]!;
}

/**
 * The manifest keys of the chunks `keys` and everything they import statically, and lazily where
 * `followLazy` says so.
 */
export function chunksReached(
  app: BuiltApp,
  keys: readonly string[],
  followLazy: (key: string) => boolean = () => false,
): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = app.manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.filter(followLazy).forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * The chunks holding `roots` and everything they import statically, as built files with sizes; with
 * the scripts of the workers they start (a chunk's `.js` assets: lib/i18n/intl-warm-up.ts's), which
 * the browser fetches when the chunk runs.
 */
export function scriptsOf(app: BuiltApp, roots: readonly string[]): ScriptFile[] {
  return chunksReached(
    app,
    roots.map((root) => chunkOf(app, root)),
  )
    .flatMap((key) => [app.manifest[key]!.file, ...(app.manifest[key]!.assets ?? [])])
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: app.gzipBytes(file) }));
}

export const totalBytes = (files: readonly ScriptFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

/** Whether any file of `files` holds a source module matching `pattern` (which modules, if so). */
export function modulesMatching(app: BuiltApp, files: readonly ScriptFile[], pattern: RegExp): string[] {
  return [...new Set(files.flatMap(({ file }) => app.modulesOf(file).filter((module) => pattern.test(module))))];
}
