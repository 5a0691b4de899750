/**
 * What the service worker precaches (docs/performance.md): the app shell — the entry script and
 * everything it imports statically, the stylesheets, icons, the web manifest and the offline page —
 * and the public routes' screens (`/`, `/login`, `/signup`, `/stream`) with their static imports.
 * Signed-in screens, the Firebase SDKs and admin code are cached at run time when first used, so a
 * visitor's first visit does not download the whole admin app in the background. Pages (HTML) stay
 * network-first: a new deployment is seen at once.
 */
import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

/** The screens of the routes a visitor opens without an account (app/router.tsx). */
const PUBLIC_SCREEN = /\/src\/app\/routes\/(landing|login|signup|stream)\.tsx$/;

export function shellPrecache(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  const precachedScripts = new Set<string>();
  const plugin: Plugin = {
    name: 'civic:shell-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      precachedScripts.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (precachedScripts.has(fileName) || chunk?.type !== 'chunk') return;
        precachedScripts.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        if (file.isEntry || PUBLIC_SCREEN.test(file.facadeModuleId ?? '')) visit(file.fileName);
      }
    },
  };
  const manifestTransform: ManifestTransform = (entries) => {
    const keep = (url: string) => {
      if (url.endsWith('.js')) return precachedScripts.has(url) || !url.startsWith('assets/');
      if (url.endsWith('.html')) return url === 'offline.html';
      return true;
    };
    return Promise.resolve({ manifest: entries.filter((entry) => keep(entry.url)), warnings: [] });
  };
  return { plugin, manifestTransform };
}
