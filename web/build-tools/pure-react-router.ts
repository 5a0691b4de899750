/**
 * React Router, trimmed to what declarative mode uses (docs/performance.md, "What the entry holds").
 * Every page's entry holds React Router, and its production build keeps much that this app can never
 * run:
 * - It declares its components and contexts at the top level as `var Form = React10.forwardRef(...)`
 *   without a pure annotation, and names them for React's developer tools afterwards
 *   (`Form.displayName = "Form"`), so the bundler must keep every one of them, used or not
 *   (data-router forms and fetchers). Such calls only create an object: annotated pure, and without
 *   the names, the unused ones are tree-shaken.
 * - Branches that only the data router or React Server Components reach (`<Link prefetch>`'s page
 *   links, route error boundaries with RSC error digests and redirects, view transitions) are referenced from the components
 *   the app does use. Declarative mode (app/router.tsx) never provides the contexts those branches
 *   read, so they are cut at the reference and their code is tree-shaken.
 * Each cut is an exact piece of React Router's code: the unit test fails when a new release no
 * longer has it, so a change of shape is seen, not silently kept.
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_BUILD = /node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;
/** A top-level declaration whose value is one of React's object factories. */
const TOP_LEVEL_FACTORY = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** A name for React's developer tools, set on a component after it is declared. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[\w.]+";$/gm;

/** Data-router and RSC branches, each replaced by what it amounts to in declarative mode. */
export const DECLARATIVE_MODE_CUTS: readonly { why: string; code: string; becomes: string }[] = [
  {
    why: "<Link prefetch>'s page links read the data router's context: they can only throw here",
    code: '/* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })',
    becomes: 'null',
  },
  {
    why: 'route error boundaries render for the data router only: its state is never there in declarative mode',
    code: 'return dataRouterState && (match.route.ErrorBoundary || match.route.errorElement || index === 0) ?',
    becomes: 'return false ?',
  },
  {
    why: 'the same: the boundary, unused, is also no longer tied to the RSC router context',
    code: 'RenderErrorBoundary.contextType = RSCRouterContext;',
    becomes: '',
  },
  {
    why: "the same: the data router's default error screen",
    code: 'errorElement = match.route.errorElement || defaultErrorElement;',
    becomes: 'errorElement = match.route.errorElement;',
  },
  {
    why: "NavLink's view transition needs the data router's state, null in declarative mode",
    code: 'routerState != null && // Conditional usage is OK here because the usage of a data router is static\n    // eslint-disable-next-line react-hooks/rules-of-hooks\n    useViewTransitionState(path) && viewTransition === true',
    becomes: 'false',
  },
];

/** React Router's build, annotated and cut: exported for its test. */
export function shakeableReactRouter(code: string): string {
  let trimmed = code.replace(TOP_LEVEL_FACTORY, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
  for (const cut of DECLARATIVE_MODE_CUTS) trimmed = trimmed.replace(cut.code, cut.becomes);
  return trimmed;
}

export function pureReactRouter(): Plugin {
  return {
    name: 'civic:pure-react-router',
    enforce: 'pre',
    transform: {
      filter: { id: REACT_ROUTER_BUILD },
      handler(code) {
        const trimmed = shakeableReactRouter(code);
        return trimmed === code ? null : { code: trimmed, map: null };
      },
    },
  };
}
