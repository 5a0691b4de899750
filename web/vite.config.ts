import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { emulatorPortsOf, stackNumber } from '../emulators/ports.ts';
import { buildInfo } from './build-tools/build-info.ts';

/**
 * Emulator ports come from firebase.json, where the CLI reads them: declared once. A side stack
 * (EMULATOR_STACK) moves them as emulators/ports.ts says.
 */
const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
  emulators: Record<string, unknown>;
};
const emulatorPorts = emulatorPortsOf(firebaseJson.emulators, stackNumber());

const THEME_COLOR = '#1d4ed8';

/**
 * The installable app (docs/PRODUCT.md §7: service worker /sw.js, scope /). Workbox precaches the app
 * shell (HTML, JS, CSS, icons); navigations go to the network first so a new deployment is seen at
 * once, fall back to the cached page offline, and to offline.html when nothing is cached.
 * The app registers the worker itself (src/lib/pwa/register-service-worker.ts).
 */
const pwa = VitePWA({
  filename: 'sw.js',
  scope: '/',
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'offline.html', 'color-mode.js', 'icons/apple-touch-icon.png'],
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
    // index.html is served network-first below, never stale from the precache.
    globIgnores: ['index.html'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
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

export default defineConfig({
  plugins: [react(), buildInfo(), ...(process.env.VITEST ? [] : [pwa])],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __EMULATOR_PORTS__: JSON.stringify(emulatorPorts),
  },
  build: {
    sourcemap: true,
    // The largest chunk is the Firestore SDK itself (about 550 kB, 160 kB gzip), loaded only by
    // signed-in screens; public routes never fetch it (tests/e2e/shell.test.ts checks). Warn above it.
    chunkSizeWarningLimit: 600,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    restoreMocks: true,
  },
});
