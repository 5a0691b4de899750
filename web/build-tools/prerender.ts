/**
 * Prerendering of the public pages (docs/performance.md). After the browser build, a server build
 * of src/app/prerender/render-page.tsx renders each public path as a visitor would first see it,
 * once per language; the HTML goes into its own file (index.html for `/`, login.html, …) with the
 * stylesheet inlined, so the page paints before any script runs, and the browser hydrates it.
 * English is written at the top (for a reader of no language we speak) and every language into
 * Firebase Hosting's i18n folders (`localized/es_ALL/login.html`, docs/languages.md), which hosting
 * serves at the same address to a reader of that language. The unrendered template is kept as
 * app.html, which hosting serves for every other path.
 */
import react from '@vitejs/plugin-react';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { linguiPlugins } from './lingui-plugins.ts';
import { localizeHead } from './localize-head.ts';

interface RenderModule {
  renderPage(
    path: string,
    language: string,
  ): Promise<{ markup: string; state: { language: string }; title: string; description: string }>;
  PRERENDERED_PATHS: string[];
  prerenderedFileOf(path: string): string;
  localizedFileOf(path: string, language: string): string;
  LANGUAGE_CODES: readonly string[];
  SOURCE_LANGUAGE: string;
  directionOf(language: string): string;
  APP_SHELL_FILE: string;
  HYDRATION_ELEMENT_ID: string;
}

function writeFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Replaces the stylesheet link with the stylesheet itself: no render-blocking request. */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_link, href: string) => {
    const css = readFileSync(join(outDir, href), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, '');
    return `<style>${css}</style>`;
  });
}

/** Renders every public page into the build output (see the file comment). */
async function renderPages(config: ResolvedConfig): Promise<void> {
  const outDir = resolve(config.root, config.build.outDir);
  // A directory of its own per build instead of a cache-busting `?t=` on the import: the server
  // build's chunks import the entry back (`../render-page.js`), and a query would load a second
  // copy of it — with a second router context, so a lazily loaded <Link> finds no router.
  const serverRoot = join(config.root, 'node_modules', '.prerender');
  const serverDir = join(serverRoot, String(Date.now()));
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [react(), ...linguiPlugins()],
    resolve: { alias: config.resolve.alias },
    define: { __EMULATOR_PORTS__: config.define?.__EMULATOR_PORTS__, __BUILD_ID__: config.define?.__BUILD_ID__ },
    // The shared domain package is TypeScript source: bundle it rather than import it at run time.
    ssr: { noExternal: ['@civic/domain'] },
    build: { ssr: 'src/app/prerender/render-page.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false },
  });
  const entry = pathToFileURL(join(serverDir, 'render-page.js')).href;
  const page = (await import(entry)) as RenderModule;

  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
  writeFileSync(join(outDir, page.APP_SHELL_FILE), template);
  const withStyles = inlineStylesheets(template, outDir);
  for (const language of page.LANGUAGE_CODES) {
    for (const path of page.PRERENDERED_PATHS) {
      const { markup, state, title, description } = await page.renderPage(path, language);
      const json = JSON.stringify(state).replace(/</g, '\\u003c');
      // Marked with its language: index.html's inline script hides it from a reader of another
      // language (one hosting could not tell apart) until the app has rendered the page in theirs.
      const dir = page.directionOf(language);
      const html = localizeHead(withStyles, { language: state.language, dir, title, description }).replace(
        '<div id="root"></div>',
        `<div id="root">${markup}</div><script type="application/json" id="${page.HYDRATION_ELEMENT_ID}">${json}</script>`,
      );
      // English is in its folder too: a reader whose first language is English and second Spanish
      // gets English, not the first folder that exists.
      writeFile(join(outDir, page.localizedFileOf(path, language)), html);
      if (language === page.SOURCE_LANGUAGE) writeFile(join(outDir, page.prerenderedFileOf(path)), html);
    }
  }
  if (existsSync(serverRoot)) rmSync(serverRoot, { recursive: true, force: true });
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'civic:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Before the service worker is generated (it lists the build's files), never beside it.
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler: () => (config.build.ssr ? undefined : renderPages(config)),
    },
  };
}
