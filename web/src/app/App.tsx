import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/**
 * The whole app inside a router: BrowserRouter in the browser (main.tsx), a
 * StaticRouter on one address when the build renders a public page ahead
 * (prerenderEntry.tsx). One tree for both, so the HTML the build writes is
 * what the browser's first render hydrates.
 */
export function App({ router: Router }: { router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <AppProviders>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
