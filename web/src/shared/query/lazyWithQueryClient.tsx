/**
 * React Query is loaded with the session (the profile lives in it) and with
 * the screens that fetch, not with the landing page: a visitor's first page
 * never queries anything. Each lazily loaded
 * screen that uses queries or mutations (member pages, the auth dialogs, the
 * member gates, the share dialog) is declared with lazyWithQueryClient
 * instead of React.lazy; it loads React Query alongside and renders the
 * screen inside a QueryClientProvider of the app's one client, so every
 * screen shares one cache however many providers are mounted.
 */
import { lazy, type ComponentProps, type JSXElementConstructor } from 'react';

// `any` as React's own ComponentProps constraint has it: the props are read back from S.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Screen = JSXElementConstructor<any>;

export function lazyWithQueryClient<S extends Screen>(load: () => Promise<{ default: S }>) {
  let loaded: JSXElementConstructor<ComponentProps<S>> | null = null;
  let loading: Promise<{ default: JSXElementConstructor<ComponentProps<S>> }> | null = null;
  const preload = () =>
    (loading ??= (async () => {
      const [{ default: LoadedScreen }, { WithQueryClient }] = await Promise.all([load(), import('./WithQueryClient')]);
      const Inner: JSXElementConstructor<ComponentProps<S>> = LoadedScreen;
      function ScreenWithQueryClient(props: ComponentProps<S>) {
        return (
          <WithQueryClient>
            <Inner {...props} />
          </WithQueryClient>
        );
      }
      loaded = ScreenWithQueryClient;
      return { default: ScreenWithQueryClient };
    })().catch((error: unknown) => {
      // A failed load may be tried again (a stale chunk reloads the page; a flaky network retries on the next render).
      loading = null;
      throw error;
    }));
  const Lazy = lazy(preload);
  // Once preloaded, rendered directly: React.lazy suspends on its first render even with the chunk
  // at hand, and React 19 reveals suspended content in 300 ms batches (see app/preloadableLazy.tsx).
  function Preloadable(props: ComponentProps<S>) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
