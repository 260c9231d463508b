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
  return lazy(async () => {
    const [{ default: LoadedScreen }, { WithQueryClient }] = await Promise.all([load(), import('./WithQueryClient')]);
    const Inner: JSXElementConstructor<ComponentProps<S>> = LoadedScreen;
    function ScreenWithQueryClient(props: ComponentProps<S>) {
      return (
        <WithQueryClient>
          <Inner {...props} />
        </WithQueryClient>
      );
    }
    return { default: ScreenWithQueryClient };
  });
}
