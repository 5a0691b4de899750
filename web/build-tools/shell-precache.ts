/**
 * What the service worker precaches (docs/performance.md): the app shell only — the entry script
 * and everything it imports statically, the stylesheets, icons, the web manifest and the offline
 * page. Route screens, the Firebase SDKs and admin code are cached at run time when first used,
 * so a visitor's first visit does not download the whole admin app in the background.
 */
import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

export function shellPrecache(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  const shellScripts = new Set<string>();
  const plugin: Plugin = {
    name: 'civic:shell-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      shellScripts.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (shellScripts.has(fileName) || chunk?.type !== 'chunk') return;
        shellScripts.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) visit(file.fileName);
    },
  };
  const manifestTransform: ManifestTransform = (entries) => {
    const keep = (url: string) => {
      if (url.endsWith('.js')) return shellScripts.has(url) || !url.startsWith('assets/');
      if (url.endsWith('.html')) return url === 'offline.html';
      return true;
    };
    return Promise.resolve({ manifest: entries.filter((entry) => keep(entry.url)), warnings: [] });
  };
  return { plugin, manifestTransform };
}
