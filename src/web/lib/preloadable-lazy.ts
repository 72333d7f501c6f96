import { type ComponentType, lazy } from "react";

/**
 * React.lazy whose module a server loader can load ahead of rendering. A lazy component suspends on
 * its first render, and React sends a suspended part of a page as a placeholder that only a script
 * fills in; once preloaded, the factory hands the module over synchronously, so the server renders
 * the component in place and the page works without scripts. In the browser it loads as usual.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React.lazy itself accepts
export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  const Component = lazy(() => {
    const module = loaded;
    // A thenable that resolves at once: React.lazy then renders without suspending.
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here
    if (module) return { then: (resolve: (value: { default: T }) => void) => resolve(module) } as Promise<{ default: T }>;
    return load();
  });
  return {
    Component,
    async preload() {
      loaded ??= await load();
    },
  };
}
