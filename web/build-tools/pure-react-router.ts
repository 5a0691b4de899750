/**
 * React Router's production build declares its components and contexts at the top level as
 * `var Form = React10.forwardRef(...)` and `var FetchersContext = React.createContext(...)` without
 * a pure annotation, so the bundler must assume each call has side effects and keeps every one of
 * them — and everything they reference — in the entry, used or not (data-router forms, fetchers,
 * RSC error handling). Such calls only create an object; marking them pure (and leaving out the
 * developer-tools names set on them afterwards) lets tree-shaking drop the unused ones
 * (docs/performance.md, "What the entry holds").
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_BUILD = /node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;
/** A top-level declaration whose value is one of React's object factories. */
const TOP_LEVEL_FACTORY = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** A name for React's developer tools, set on a component after it is declared. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[\w.]+";$/gm;

/**
 * `<Link prefetch>`'s page links. They read the data router's context, which declarative mode (the
 * app's: app/router.tsx) never provides, so they can only throw there; the app never asks for them.
 * Without this one reference, their code (module links, RSC prefetching) is tree-shaken.
 */
const LINK_PREFETCH = '/* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })';

/** React Router's build with the annotations and without the prefetch links: exported for its test. */
export function shakeableReactRouter(code: string): string {
  return code
    .replace(TOP_LEVEL_FACTORY, '$1/* @__PURE__ */ $2')
    .replace(DISPLAY_NAME, '')
    .replace(LINK_PREFETCH, 'null');
}

export function pureReactRouter(): Plugin {
  return {
    name: 'civic:pure-react-router',
    enforce: 'pre',
    transform: {
      filter: { id: REACT_ROUTER_BUILD },
      handler(code) {
        const annotated = shakeableReactRouter(code);
        return annotated === code ? null : { code: annotated, map: null };
      },
    },
  };
}
