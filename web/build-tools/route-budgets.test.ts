import { describe, expect, it } from 'vitest';
import { loadsAfterInteractive } from './route-budgets';
import type { BuiltApp } from './route-scripts';

const MODULES: Record<string, string[]> = {
  'assets/workbox-window.js': ['node_modules/workbox-window/build/workbox-window.prod.es5.mjs'],
  // The entry holds the toast facade's caller beside everything a page needs: counted.
  'assets/index.js': ['src/main.tsx', 'src/lib/build-watcher.ts', 'node_modules/react-dom/index.js'],
  'assets/empty.js': [],
};
const app: BuiltApp = { manifest: {}, modulesOf: (file) => MODULES[file] ?? [], gzipBytes: () => 0 };

describe('what loads after a page is interactive', () => {
  it('is a file made only of the modules AFTER_INTERACTIVE names', () => {
    expect(loadsAfterInteractive(app, 'assets/workbox-window.js')).toBe(true);
  });

  it('is never a file that shares its chunk with anything a page needs, nor one of unknown modules', () => {
    expect(loadsAfterInteractive(app, 'assets/index.js')).toBe(false);
    expect(loadsAfterInteractive(app, 'assets/empty.js')).toBe(false);
  });
});
