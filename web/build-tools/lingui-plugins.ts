import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) compiled by @lingui/babel-plugin-lingui-macro.
 * Vite 8's plugin-react has no Babel of its own (Oxc does the JSX), so Babel runs through
 * @rolldown/plugin-babel, and only on files that import a macro (the preset's code filter): the
 * rest of the build never meets Babel.
 */
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

/**
 * Lingui (docs/languages.md): its Vite plugin compiles a PO catalog when it is imported, and the
 * macros as above. The browser build, the prerender's server build and Vitest all use these.
 */
export function linguiPlugins(): PluginOption[] {
  return [lingui(), babel({ presets: [linguiMacros] })];
}
