import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECLARATIVE_MODE_CUTS, shakeableReactRouter } from './pure-react-router';

const productionBuild = join(import.meta.dirname, '../../node_modules/react-router/dist/production');

describe('shakeableReactRouter', () => {
  it('marks top-level component and context factories pure and drops their developer-tools names', () => {
    const code = [
      'var Form = React10.forwardRef(',
      '  function FormImpl() {}',
      ');',
      'Form.displayName = "Form";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'function useForm() {',
      '  let ref = React10.useRef(null);',
      '  const C = React10.createContext(1);',
      '}',
    ].join('\n');
    expect(shakeableReactRouter(code)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(',
        '  function FormImpl() {}',
        ');',
        '',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        '',
        'function useForm() {',
        '  let ref = React10.useRef(null);',
        '  const C = React10.createContext(1);',
        '}',
      ].join('\n'),
    );
  });

  it('leaves out <Link prefetch>’s page links, which need the data router the app does not use', () => {
    const link =
      'return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;';
    expect(shakeableReactRouter(link)).toBe(
      'return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, null) : link;',
    );
  });

  it('still finds what to annotate and cut in the installed React Router (a new release may change its shape)', () => {
    const chunks = readdirSync(productionBuild).filter((name) => /^chunk-.*\.mjs$/.test(name));
    const code = chunks.map((name) => readFileSync(join(productionBuild, name), 'utf8')).join('\n');
    const trimmed = shakeableReactRouter(code);
    expect(trimmed).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(trimmed).not.toMatch(/^Form\.displayName = /m);
    for (const cut of DECLARATIVE_MODE_CUTS) {
      expect(code, cut.why).toContain(cut.code);
      expect(trimmed, cut.why).not.toContain(cut.code);
    }
  });
});
