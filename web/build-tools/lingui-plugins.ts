import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';

/** web/lingui.config.ts, found wherever the build or the tests start (the repository root too). */
const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) compiled by @lingui/babel-plugin-lingui-macro.
 * Vite 8's plugin-react has no Babel of its own (Oxc does the JSX), so Babel runs through
 * @rolldown/plugin-babel, and only on files that import a macro (the preset's code filter): the
 * rest of the build never meets Babel. The plugin is passed as a module, not a name Babel would
 * resolve from wherever the run started.
 */

const linguiMacros = () =>
  defineRolldownBabelPreset({
    preset: { plugins: [[linguiMacroPlugin, { linguiConfig: getConfig({ configPath }) }]] },
    rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
  });

/**
 * Lingui (docs/languages.md): its Vite plugin compiles a PO catalog when it is imported, and the
 * macros as above. The browser build, the prerender's server build and Vitest all use these.
 */
export function linguiPlugins(): PluginOption[] {
  return [lingui({ configPath }), babel({ presets: [linguiMacros()] })];
}
