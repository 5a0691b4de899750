/**
 * React Router's production build declares its components and contexts at the top level as
 * `var Form = React10.forwardRef(...)` and `var FetchersContext = React.createContext(...)` without
 * a pure annotation, so the bundler must assume each call has side effects and keeps every one of
 * them — and everything they reference — in the entry, used or not (data-router forms, fetchers,
 * RSC error handling). Such calls only create an object; marking them pure lets tree-shaking drop
 * the unused ones (docs/performance.md, "What the entry holds").
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_BUILD = /node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;
/** A top-level declaration whose value is one of React's object factories. */
const TOP_LEVEL_FACTORY = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** A name for React's developer tools, set on a component after it is declared. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[\w.]+";$/gm;

/** Adds the annotations to `code`: exported for its test. */
export function annotatePureFactories(code: string): string {
  return code.replace(TOP_LEVEL_FACTORY, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

export function pureReactRouter(): Plugin {
  return {
    name: 'civic:pure-react-router',
    enforce: 'pre',
    transform: {
      filter: { id: REACT_ROUTER_BUILD },
      handler(code) {
        const annotated = annotatePureFactories(code);
        return annotated === code ? null : { code: annotated, map: null };
      },
    },
  };
}
