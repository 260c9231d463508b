import './lib/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadFirstPage } from './app/routes';
import { onRecoverableError } from './app/recoverableErrors';
import { reloadOnPreloadError } from './app/staleChunkReload';
import { applyColorMode, readColorModePreference, resolveColorMode, systemPrefersDark } from './lib/colorMode';

reloadOnPreloadError();
// Before the first render, so a dark-mode member never sees a light frame.
applyColorMode(resolveColorMode(readColorModePreference(), systemPrefersDark()));

function render(): void {
  createRoot(document.getElementById('root')!, { onRecoverableError: (error) => onRecoverableError(error) }).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

// The landing page's chunks are already on their way (index.html preloads them): wait for them so the
// first render shows the page, not a spinner. A failed load renders anyway: the route then loads it as any lazy page.
void preloadFirstPage(window.location.pathname).then(render, render);
