/**
 * The import-boundary lint rule (docs/ARCHITECTURE.md, "who may import whom"), written here rather
 * than taken from eslint-plugin-import-x: that plugin's resolver needs a native binding per
 * platform (unrs-resolver), and the registry our machines reach does not serve the other
 * platforms' bindings, so `npm ci` refuses the lockfile. Zones are folders, so resolving an import
 * to a path (not to a file) is all the rule needs.
 *
 * A zone `{ target, from, except?, message }` forbids files under `target` to import anything
 * under `from`, except the folders in `except` (relative to `from`). Every spelling resolves to
 * one path first: the web app's `@/…` alias, relative paths (however far they walk out and back),
 * `@civic/domain`, type-only, re-exports and dynamic `import()`.
 */
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Where a specifier written in `file` points, relative to `root`; null for an npm package. */
function resolveSpecifier(root, file, specifier) {
  if (specifier.startsWith('.')) return relative(root, resolve(dirname(file), specifier));
  if (specifier.startsWith('@/') && relative(root, file).startsWith(`web${sep}`)) {
    return join('web', 'src', specifier.slice(2));
  }
  if (specifier === '@civic/domain' || specifier.startsWith('@civic/domain/')) {
    return join('domain', 'src', specifier.slice('@civic/domain'.length));
  }
  return null;
}

const within = (path, folder) => path === folder || path.startsWith(`${folder}${sep}`);
const list = (value) => (Array.isArray(value) ? value : [value]).map((folder) => join(folder));

/** @type {import('eslint').Rule.RuleModule} */
const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the architecture boundaries (docs/ARCHITECTURE.md).' },
    schema: [
      {
        type: 'object',
        properties: { basePath: { type: 'string' }, zones: { type: 'array' } },
        required: ['basePath', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath, zones } = context.options[0];
    const file = context.filename;
    const fileInRoot = relative(basePath, file);
    const applicable = zones.filter((zone) => list(zone.target).some((target) => within(fileInRoot, target)));
    if (applicable.length === 0) return {};

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveSpecifier(basePath, file, source.value);
      if (target === null) return;
      for (const zone of applicable) {
        for (const from of list(zone.from)) {
          if (!within(target, from)) continue;
          const excepted = (zone.except ?? []).some((folder) => within(target, join(from, folder)));
          if (!excepted) context.report({ node, message: zone.message });
          return;
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export const boundariesPlugin = { rules: { 'no-restricted-paths': noRestrictedPaths } };
