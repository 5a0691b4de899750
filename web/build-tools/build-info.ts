/**
 * New-deployment detection, build side (docs/PRODUCT.md §4 and §7): every build gets an id, baked into
 * the app as __BUILD_ID__, and emits two files next to index.html:
 *   - build-manifest.json: the build's id, time and entry files (fetched to confirm a new build
 *     is completely deployed before the app reloads into it);
 *   - latest-build.json: just the id and time, small enough to poll.
 * Both are served with `no-cache` (firebase.json). The client half is web/src/lib/build-watcher.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

export const BUILD_MANIFEST_FILE = 'build-manifest.json';
export const LATEST_BUILD_FILE = 'latest-build.json';

export function buildInfo(): Plugin {
  const id = randomUUID();
  const timestamp = Date.now();
  return {
    name: 'civic:build-info',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle)
        .filter((file) => file.type === 'chunk' && file.isEntry)
        .map((file) => file.fileName);
      this.emitFile({
        type: 'asset',
        fileName: BUILD_MANIFEST_FILE,
        source: JSON.stringify({ id, timestamp, entries }, null, 2),
      });
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_FILE, source: JSON.stringify({ id, timestamp }) });
    },
  };
}
