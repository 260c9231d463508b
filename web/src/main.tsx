import './lib/zodWithoutEval';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadFirstPage } from './app/routes';
import { onRecoverableError } from './app/recoverableErrors';
import { reloadOnPreloadError } from './app/staleChunkReload';
import { applyColorMode, readColorModePreference, resolveColorMode, systemPrefersDark } from './lib/colorMode';

reloadOnPreloadError();
// Before the first render, so a dark-mode member never sees a light frame.
applyColorMode(resolveColorMode(readColorModePreference(), systemPrefersDark()));

function render(): void {
  const container = document.getElementById('root')!;
  const options = { onRecoverableError: (error: unknown) => onRecoverableError(error) };
  // A public page's HTML was rendered at build time (web/prerender.ts) and is on screen already: React
  // takes it over. Every other address gets index.html's empty root and renders from scratch.
  if (container.hasChildNodes()) hydrateRoot(container, <App router={BrowserRouter} />, options);
  else createRoot(container, options).render(<App router={BrowserRouter} />);
}

// The first page's chunks are already on their way (index.html preloads the landing page's): wait for them so
// the first render shows the page, not a spinner, and hydration finds the page it prerendered. A failed load
// renders anyway: the route then loads it as any lazy page.
void preloadFirstPage(window.location.pathname).then(render, render);
