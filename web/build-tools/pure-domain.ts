/**
 * The domain package's top-level definitions are free of side effects (its package.json says
 * `sideEffects: false`), but a bundler cannot see it in one: `export const pollInput =
 * z.object({…}).superRefine(…)` is a chain of calls, and an unused one stays in the bundle. A
 * screen that reads one constant of a domain module (`COMMENT_LIMITS`, `sumTallyShards`) then
 * carried every schema of the module. This plugin marks each top-level `const` initializer of
 * domain/src that calls anything as pure — wrapped in an annotated arrow call,
 * `/* @__PURE__ *\/ (() => (…))()` — so an unused definition is dropped and a used one is kept
 * unchanged (docs/performance.md, "zod in the browser").
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const DOMAIN_SOURCE = /\/domain\/src\/[^/]+\.ts$/;

/** Whether evaluating `node` calls something (a literal, an arrow or a name needs no marking). */
export function calls(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const { type } = node as Node;
  if (type === 'CallExpression' || type === 'NewExpression' || type === 'TaggedTemplateExpression') return true;
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression') return false;
  return Object.values(node).some((child) => (Array.isArray(child) ? child.some(calls) : calls(child)));
}

/** `code` with every top-level `const` initializer that calls something wrapped as a pure call. */
export function markDefinitionsPure(code: string, program: { body: Node[] }): MagicString {
  const source = new MagicString(code);
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations as { init: Node | null }[]) {
      if (!init || !calls(init)) continue;
      source.prependLeft(init.start, '/* @__PURE__ */ (() => (');
      source.appendRight(init.end, '))()');
    }
  }
  return source;
}

export function pureDomainDefinitions(): Plugin {
  return {
    name: 'civic:pure-domain-definitions',
    apply: 'build',
    // After the TypeScript transform: the code parsed here is plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!DOMAIN_SOURCE.test(id.split('?')[0]!)) return null;
      const source = markDefinitionsPure(code, this.parse(code) as unknown as { body: Node[] });
      if (!source.hasChanged()) return null;
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}
