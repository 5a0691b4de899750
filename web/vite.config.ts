import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { emulatorPortsOf, stackNumber } from '../emulators/ports.ts';
import { isAfterPaintChunk } from './build-tools/after-paint-chunks.ts';
import { buildInfo } from './build-tools/build-info.ts';
import { linguiPlugins } from './build-tools/lingui-plugins.ts';
import { prerender } from './build-tools/prerender.ts';
import { pureDomainDefinitions } from './build-tools/pure-domain.ts';
import { pureReactRouter } from './build-tools/pure-react-router.ts';
import { shellPrecache } from './build-tools/shell-precache.ts';

/**
 * Emulator ports come from firebase.json, where the CLI reads them: declared once. A side stack
 * (EMULATOR_STACK) moves them as emulators/ports.ts says.
 */
const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
  emulators: Record<string, unknown>;
};
const emulatorPorts = emulatorPortsOf(firebaseJson.emulators, stackNumber());

const THEME_COLOR = '#1d4ed8';

/** The entry's chunk (the codeSplitting group `index` below) and rolldown's runtime, which it imports. */
const LOADED_WITH_ENTRY = /^assets\/(index|rolldown-runtime)-[\w-]+\.js$/;

/** Fails the build if a file other than the entry's matches LOADED_WITH_ENTRY (say, a feature's `index.ts`). */
const onlyEntryIsNamedIndex: Plugin = {
  name: 'only-entry-is-named-index',
  generateBundle(_options, bundle) {
    const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
    const allowed = new Set([entry?.fileName, ...(entry?.type === 'chunk' ? entry.imports : [])]);
    for (const name of Object.keys(bundle)) {
      if (LOADED_WITH_ENTRY.test(name) && !allowed.has(name)) {
        throw new Error(`${name} is named like the entry's files: rename it, or change LOADED_WITH_ENTRY`);
      }
    }
  },
};
/**
 * The bundle being written, kept for `resolveDependencies` below: a lazy chunk's preload list need
 * not name the files its importer imports statically either — the importer cannot run before they
 * are loaded (docs/performance.md, "Room on the public pages").
 */
let writtenBundle: Record<string, { type: string; imports?: string[] }> | undefined;
const keepBundle: Plugin = {
  name: 'keep-bundle-for-preload-lists',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      writtenBundle = bundle as typeof writtenBundle;
    },
  },
};
const importedBy = (host: string) => new Set(writtenBundle?.[host]?.imports ?? []);

const precache = shellPrecache();

/**
 * The installable app (docs/PRODUCT.md §7: service worker /sw.js, scope /). Workbox precaches only the
 * app shell (build-tools/shell-precache.ts); other build files are cached when first used;
 * navigations go to the network first so a new deployment is seen at once, fall back to the cached
 * page offline, and to offline.html when nothing is cached.
 * The app registers the worker itself (src/lib/pwa/register-service-worker.ts).
 */
const pwa = VitePWA({
  filename: 'sw.js',
  scope: '/',
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'offline.html', 'icons/apple-touch-icon.png'],
  manifest: {
    name: 'Civic Live',
    short_name: 'Civic Live',
    description: 'Watch live civic events, vote in polls and cast your constitutional ballot.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#f6f7fb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // Only the shell (build-tools/shell-precache.ts); pages are network-first below, never stale.
    manifestTransforms: [precache.manifestTransform],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      // Hashed, immutable build files not in the precache (screens, SDKs): cached on first use.
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 200 } },
      },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 5,
          precacheFallback: { fallbackURL: '/offline.html' },
        },
      },
    ],
  },
});

/**
 * react-router's package exports resolve to its development build under every condition; builds
 * use its production build (same API, no development warnings) on every page.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    ...linguiPlugins(),
    buildInfo(),
    pureDomainDefinitions(),
    pureReactRouter(),
    onlyEntryIsNamedIndex,
    keepBundle,
    ...(process.env.VITEST ? [] : [precache.plugin, prerender(), pwa]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !process.env.VITEST
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  define: {
    __EMULATOR_PORTS__: JSON.stringify(emulatorPorts),
  },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: which chunk imports which, read by the script budgets
    // (build-tools/route-scripts.ts). Hosting ignores dot folders: it is never deployed.
    manifest: true,
    // Every browser the app supports understands <link rel="modulepreload"> (Safari 17, Firefox
    // 115); one that does not still loads the same modules, from the import statements. Without the
    // polyfill every page's entry is about 300 bytes gzip lighter (the public pages' 100 000).
    modulePreload: {
      polyfill: false,
      // A lazy chunk's list of files to preload (Vite's `__vite__mapDeps`) need not name the entry
      // and rolldown's runtime: every page has them before any lazy import runs (Vite keeps the
      // stylesheets in the list whatever this returns).
      // Those names were in nearly every list, on the public pages too (docs/performance.md,
      // "Room on the public pages"); onlyEntryIsNamedIndex checks the pattern names nothing else.
      // A chunk loaded after the screen's paint gets none: its 30-40 links were added in one long
      // task (build-tools/after-paint-chunks.ts).
      resolveDependencies: (file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps;
        if (isAfterPaintChunk(file)) return [];
        return deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep) && !importedBy(hostId).has(dep));
      },
    },
    // The largest chunk is the Firestore SDK itself (about 250 kB, 74 kB gzip), loaded only by
    // signed-in screens; public routes never fetch it (tests/e2e/shell.test.ts checks). Warn above it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one chunk, the entry's own. Left to the
          // automatic splitting, a module of the entry that lazy screens import too (config/paths,
          // session-store, React) can become a common chunk of its own; which ones depends on the
          // order rolldown merges common chunks back into the entry, so one more import of
          // lib/authorization from a feature once split config/paths off and pushed /stream over its
          // script budget (docs/performance.md). They load on every page anyway, so one file costs
          // the fewest bytes.
          groups: [
            { name: 'index', tags: ['$initial'] },
            // Small modules that public pages always load together, one file each group instead of
            // one per module: each file pays its own gzip header, import lines and dictionary
            // (docs/performance.md, "Room on the public pages"). The public facts' fetch (/, /stream,
            // /open-data) and the reader's version of a text with its formats (/, /stream).
            {
              name: 'public-data',
              test: /\/(web\/src\/config\/env|web\/src\/lib\/firebase\/http-functions|domain\/src\/http)\.ts$/,
            },
            { name: 'localized', test: /\/(web\/src\/lib\/i18n\/versions|domain\/src\/localized)\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    restoreMocks: true,
  },
}));
