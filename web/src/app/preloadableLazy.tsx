import { lazy, type JSXElementConstructor } from 'react';

/**
 * React.lazy with a preload(): once the module has loaded, the component
 * renders it directly instead of suspending. React.lazy suspends on its first
 * render even when the chunk is already there, and React 19 reveals
 * suspended content in 300 ms batches, so a page behind it paints that much
 * later. main.tsx preloads the landing page this way before the first render.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: JSXElementConstructor<P> }>) {
  let loaded: JSXElementConstructor<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    const Screen = loaded ?? Lazy;
    return <Screen {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
