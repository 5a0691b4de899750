/**
 * A lazily loaded route module (a screen or a layout) that can also be loaded ahead of rendering:
 * the prerender step and the hydration of a prerendered page load the matched modules first, so
 * their first render is the finished screen, as in the HTML (docs/performance.md). Unlike a bare
 * `React.lazy`, a module already loaded renders at once, without a suspended first pass.
 */
import { lazy, useState, type ComponentType } from 'react';

export type RouteModule = () => Promise<{ Component: ComponentType }>;

export interface LazyModule {
  /** Renders the module's `Component`, suspending until it is loaded. */
  Component: ComponentType;
  /** Starts loading (once) and resolves when the module is ready to render synchronously. */
  preload: () => Promise<unknown>;
}

function Loaded({ Component }: { Component: ComponentType }) {
  return <Component />;
}

export function lazyModule(load: RouteModule): LazyModule {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.Component),
      (error: unknown) => {
        // A failed chunk may load on the next try (after a deployment, a flaky connection).
        loading = undefined;
        throw error;
      },
    ));
  const Pending = lazy(() => preload().then((Component) => ({ default: Component })));
  function Component() {
    // Decided once per mount: switching between the two would remount the screen and lose its state.
    const [ready] = useState(() => loaded);
    return ready ? <Loaded Component={ready} /> : <Pending />;
  }
  return { Component, preload };
}
