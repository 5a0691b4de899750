import { describe, expect, it } from 'vitest';
import { chunkOf, modulesMatching, scriptsOf, totalBytes, type BuiltApp, type Manifest } from './route-scripts';

/**
 * A build of four chunks: the entry imports the shared chunk; the screen is loaded lazily; the SDK's
 * chunk starts a worker (its script an asset of the chunk) and names a picture.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_shared-b.js'],
    dynamicImports: ['src/screen.tsx'],
  },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  'src/screen.tsx': { file: 'assets/screen-c.js', isDynamicEntry: true, imports: ['_shared-b.js', '_sdk-d.js'] },
  '_sdk-d.js': {
    file: 'assets/sdk-d.js',
    imports: ['_style-e.css'],
    assets: ['assets/sdk.worker-f.js', 'assets/logo-g.png'],
  },
  '_style-e.css': { file: 'assets/style-e.css' },
};
const modules: Record<string, string[]> = {
  'assets/index-a.js': ['src/main.tsx'],
  'assets/shared-b.js': ['src/lib/a.ts', 'src/lib/b.ts'],
  'assets/screen-c.js': ['src/screen.tsx', 'src/features/admin-dashboard/x.tsx'],
  'assets/sdk-d.js': ['node_modules/sdk/index.js'],
};
const app: BuiltApp = {
  manifest,
  modulesOf: (file) => modules[file] ?? [],
  gzipBytes: (file) => file.length * 10,
};

describe('a screen’s scripts from the build manifest', () => {
  it('finds a module’s chunk by its manifest key, else by the source maps', () => {
    expect(chunkOf(app, 'src/screen.tsx')).toBe('src/screen.tsx');
    expect(chunkOf(app, 'src/lib/b.ts')).toBe('_shared-b.js');
    expect(() => chunkOf(app, 'src/lib/missing.ts')).toThrow(/no chunk/);
  });

  it('adds the static imports of every root once, with the workers they start, and only scripts', () => {
    const files = scriptsOf(app, ['index.html', 'src/screen.tsx']);
    expect(files.map((f) => f.file).sort()).toEqual([
      'assets/index-a.js',
      'assets/screen-c.js',
      'assets/sdk-d.js',
      'assets/sdk.worker-f.js',
      'assets/shared-b.js',
    ]);
    expect(totalBytes(files)).toBe(files.reduce((sum, f) => sum + f.file.length * 10, 0));
  });

  it('leaves out what is only loaded lazily', () => {
    expect(scriptsOf(app, ['index.html']).map((f) => f.file)).toEqual(['assets/index-a.js', 'assets/shared-b.js']);
  });

  it('names the modules of a pattern found in the files', () => {
    const files = scriptsOf(app, ['src/screen.tsx']);
    expect(modulesMatching(app, files, /^src\/features\/admin-dashboard\//)).toEqual([
      'src/features/admin-dashboard/x.tsx',
    ]);
    expect(modulesMatching(app, scriptsOf(app, ['index.html']), /admin/)).toEqual([]);
  });
});
